import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PutInDialog } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

const field = (name: string) => screen.getByRole('textbox', { name });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('PutInDialog', () => {
  it('is 600 px wide, blocks a second submit while one is in progress and closes on success', async () => {
    let resolve!: () => void;
    const onSubmit = jest.fn(() => new Promise<void>((r) => (resolve = r)));
    const onClose = jest.fn();
    renderWithProviders(<PutInDialog open onSubmit={onSubmit} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: '立即咨询' })).toHaveStyle({ width: '600px' });
    expect(field('姓名')).toHaveFocus();
    type('姓名', '王五');
    type('手机号码', '13700137000');
    type('你的需求', '拍摄科室宣传照');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交' })));
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: '立即咨询' })));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ name: '王五', phone: '13700137000', demand: '拍摄科室宣传照' });
    expect(screen.getByRole('button', { name: '关闭' })).toBeDisabled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => resolve());
    expect(onClose).toHaveBeenCalledTimes(1);
    await expectNoSeriousA11yViolations(document.body);
  });

  it('starts from the given values each time it opens', () => {
    const props = { onSubmit: jest.fn(), onClose: jest.fn(), initialValues: { name: '张三', phone: '13912345678' } };
    const { rerender } = renderWithProviders(<PutInDialog open {...props} />);
    expect(field('姓名')).toHaveValue('张三');
    expect(field('手机号码')).toHaveValue('13912345678');
    expect(field('你的需求')).toHaveValue('');
    type('姓名', '王五');
    rerender(<PutInDialog open={false} {...props} />);
    rerender(<PutInDialog open {...props} />);
    expect(field('姓名')).toHaveValue('张三');
  });

  it('clears every field when hidden', async () => {
    const props = { onSubmit: jest.fn(), onClose: jest.fn() };
    const { rerender } = renderWithProviders(<PutInDialog open {...props} />);
    type('姓名', '王五');
    fireEvent.blur(field('手机号码'));
    // The rules load when the form is first touched.
    await waitFor(() => expect(field('手机号码')).toHaveAccessibleDescription('必须填写手机号码'));
    rerender(<PutInDialog open={false} {...props} />);
    rerender(<PutInDialog open {...props} />);
    expect(field('姓名')).toHaveValue('');
    expect(field('手机号码')).not.toHaveAccessibleDescription();
  });
});
