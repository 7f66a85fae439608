import { act, fireEvent, screen } from '@testing-library/react';
import { ContactForm, OnlineMessageForm } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

const field = (name: string) => screen.getByRole('textbox', { name });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('ContactForm', () => {
  it('shows the spec messages in Chinese and does not submit invalid values', async () => {
    const onSubmit = jest.fn();
    const { container } = renderWithProviders(<ContactForm onSubmit={onSubmit} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交留言' })));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('姓名')).toHaveAccessibleDescription('必须填写姓名');
    expect(field('手机号码')).toHaveAccessibleDescription('必须填写手机号码');
    expect(field('留言标题')).toHaveAccessibleDescription('必须填写留言标题');
    type('手机号码', '12345678901');
    expect(field('手机号码')).toHaveAccessibleDescription('请输入正确的手机号码');
    type('姓名', '张'.repeat(33));
    expect(field('姓名')).toHaveAccessibleDescription('姓名必须小于32个字符');
    await expectNoSeriousA11yViolations(container);
  });

  it('disables submit while sending, then clears the form and confirms', async () => {
    let resolve!: () => void;
    const onSubmit = jest.fn(() => new Promise<void>((r) => (resolve = r)));
    renderWithProviders(<ContactForm onSubmit={onSubmit} />);
    type('姓名', '张三');
    type('手机号码', '13800138000');
    type('留言标题', '合作咨询');
    type('留言内容', '希望合作拍摄医院宣传片');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交留言' })));
    expect(onSubmit).toHaveBeenCalledWith({
      name: '张三',
      phone: '13800138000',
      title: '合作咨询',
      message: '希望合作拍摄医院宣传片',
    });
    expect(screen.getByRole('button', { name: '提交中…' })).toBeDisabled();
    await act(async () => fireEvent.submit(screen.getByRole('form')));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => resolve());
    expect(screen.getByRole('status')).toHaveTextContent('留言已提交，我们会尽快联系您');
    expect(field('姓名')).toHaveValue('');
  });

  it('shows the error of a failed submit', async () => {
    renderWithProviders(<ContactForm onSubmit={() => Promise.reject(new Error('服务器内部错误'))} />);
    type('姓名', '张三');
    type('手机号码', '13800138000');
    type('留言标题', '咨询');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交留言' })));
    expect(screen.getByRole('status')).toHaveTextContent('服务器内部错误');
    expect(field('姓名')).toHaveValue('张三');
  });
});

describe('OnlineMessageForm', () => {
  it('needs only name and phone; the email must be valid when given', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<OnlineMessageForm onSubmit={onSubmit} />);
    type('姓名', '李四');
    type('手机号码', '13900139000');
    type('邮箱', 'not-an-email');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交' })));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('邮箱')).toHaveAccessibleDescription('请输入正确的邮箱地址');
    type('邮箱', '');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交' })));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: '李四', phone: '13900139000' }));
  });
});
