import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Textarea, TextField } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

function Counted() {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="昵称"
      hint="2–16 个字符"
      showCount
      maxLength={16}
      value={value}
      onChange={(e) => setValue(e.target.value)}
    />
  );
}

describe('TextField and Textarea', () => {
  it('labels the input, describes it with the hint and says how much is left once the end is near', async () => {
    renderWithProviders(<Counted />);
    const input = screen.getByRole('textbox', { name: '昵称' });
    expect(input).toHaveAccessibleDescription('2–16 个字符');
    await userEvent.type(input, '医影');
    expect(screen.getByText('2 / 16')).toHaveAttribute('aria-hidden', 'true');
    const live = document.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(live).toHaveTextContent('');
    await userEvent.type(input, '摄影师的相机与');
    // 7 left of 16: not near the end yet.
    expect(live).toHaveTextContent('');
    await userEvent.type(input, '镜头们');
    expect(live).toHaveTextContent('还可输入 4 字');
    await expectNoSeriousA11yViolations(document.body);
  });

  it('marks an error invalid and announces it in place of the hint', () => {
    renderWithProviders(<TextField label="手机号" hint="用于登录" error="请输入正确的手机号" required />);
    const input = screen.getByRole('textbox', { name: '手机号' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('请输入正确的手机号');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的手机号');
    expect(screen.queryByText('用于登录')).not.toBeInTheDocument();
  });

  it('counts a textarea and flags going over the limit; `multiline` still gives a textarea', () => {
    renderWithProviders(
      <>
        <Textarea label="个性签名" maxLength={5} value="一二三四五六" onChange={() => undefined} />
        <TextField label="举报理由" multiline value="" onChange={() => undefined} />
      </>,
    );
    const area = screen.getByRole('textbox', { name: '个性签名' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(screen.getByText('6 / 5')).toHaveAttribute('data-over', 'true');
    expect(screen.getByText('已超出 1 字')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('textbox', { name: '举报理由' }).tagName).toBe('TEXTAREA');
  });
});
