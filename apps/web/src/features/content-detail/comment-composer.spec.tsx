import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusinessError } from '@yiying/api-client';
import { renderWithProviders } from '../../test/render-with-providers';
import { CommentComposer } from './comment-composer';

/** The composer makes no call of its own: any request would be a mistake. */
const noServer = (async () => {
  throw new Error('no request expected');
}) as unknown as typeof fetch;

describe('CommentComposer', () => {
  it('clears the box and says 已提交审核 when the comment waits for review', async () => {
    const onSend = jest.fn(async () => {
      throw new BusinessError('已提交审核，审核通过后将公开显示', { status: 202, code: 202 });
    });
    renderWithProviders(<CommentComposer label="说点什么…" onSend={onSend} />, { fetch: noServer });
    const box = screen.getByRole('textbox', { name: '说点什么…' });
    await userEvent.type(box, '待审的话');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('已提交审核，审核通过后将公开显示');
    expect(box).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the text and shows the refusal of a 屏蔽 word', async () => {
    const onSend = jest.fn(async () => {
      throw new BusinessError('内容包含不当信息，请修改后再提交', { status: 400, code: 400 });
    });
    renderWithProviders(<CommentComposer label="说点什么…" onSend={onSend} />, { fetch: noServer });
    const box = screen.getByRole('textbox', { name: '说点什么…' });
    await userEvent.type(box, '不当的话');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('内容包含不当信息，请修改后再提交');
    expect(box).toHaveValue('不当的话');
  });
});
