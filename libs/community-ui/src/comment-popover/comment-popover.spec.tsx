import { act, fireEvent, screen } from '@testing-library/react';
import { CommentPopover, ForwardAction } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

const box = (name: string) => screen.getByRole('textbox', { name });
/** The popover's form loads when it first opens. */
const opened = (name: string) => screen.findByRole('textbox', { name });

describe('CommentPopover', () => {
  it('opens a form limited to 64 characters that requires a comment', async () => {
    const onSubmit = jest.fn();
    const { container } = renderWithProviders(<CommentPopover count={8} onSubmit={onSubmit} />);
    const trigger = screen.getByRole('button', { name: '评论 8' });
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: '发表评论' })).toBeInTheDocument();
    expect(await opened('评论')).toHaveAttribute('maxlength', '64');
    expect(box('评论')).toHaveFocus();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '发表' })));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box('评论')).toHaveAccessibleDescription('必须填写评论');
    fireEvent.change(box('评论'), { target: { value: '拍得真好'.repeat(17) } });
    expect(box('评论')).toHaveAccessibleDescription('评论不能超过64个字符');
    await expectNoSeriousA11yViolations(container);
    fireEvent.change(box('评论'), { target: { value: ' 拍得真好 ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '发表' })));
    expect(onSubmit).toHaveBeenCalledWith('拍得真好');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with Escape and keeps the text after a failed submit', async () => {
    renderWithProviders(<CommentPopover onSubmit={() => Promise.reject(new Error('用户未登录'))} />);
    fireEvent.click(screen.getByRole('button', { name: '评论' }));
    fireEvent.change(await opened('评论'), { target: { value: '好' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '发表' })));
    expect(screen.getByRole('alert')).toHaveTextContent('用户未登录');
    expect(box('评论')).toHaveValue('好');
    fireEvent.keyDown(box('评论'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ForwardAction', () => {
  it('requires a title of at most 64 characters and forwards it', async () => {
    const onForward = jest.fn();
    renderWithProviders(<ForwardAction count={3} onForward={onForward} />);
    fireEvent.click(screen.getByRole('button', { name: '转发 3' }));
    await act(async () => fireEvent.submit((await opened('转发标题')).closest('form')!));
    expect(box('转发标题')).toHaveAccessibleDescription('必须填写标题');
    fireEvent.change(box('转发标题'), { target: { value: '好'.repeat(65) } });
    expect(box('转发标题')).toHaveAccessibleDescription('标题不能大于64个字符');
    fireEvent.change(box('转发标题'), { target: { value: '推荐给大家' } });
    await act(async () => fireEvent.submit(box('转发标题').closest('form')!));
    expect(onForward).toHaveBeenCalledWith('推荐给大家');
  });
});
