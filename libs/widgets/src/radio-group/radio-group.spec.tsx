import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RadioGroup } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

const options = [
  { value: 'all', label: '所有人' },
  { value: 'fans', label: '关注我的人' },
  { value: 'mutual', label: '互相关注', disabled: true },
  { value: 'none', label: '不接收' },
];

function Harness({ initial = 'fans', variant }: { initial?: string; variant?: 'radio' | 'chip' }) {
  const [value, setValue] = useState(initial);
  return (
    <RadioGroup
      label="谁可以给我发私信"
      options={options}
      value={value}
      onChange={setValue}
      variant={variant}
      name="who"
    />
  );
}

describe('RadioGroup', () => {
  it('is one Tab stop on the checked radio; arrows move and check, skipping disabled ones and wrapping', async () => {
    renderWithProviders(
      <>
        <button type="button">之前</button>
        <Harness />
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: '谁可以给我发私信' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.tabIndex)).toEqual([-1, 0, -1, -1]);
    screen.getByRole('button', { name: '之前' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '关注我的人' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const none = screen.getByRole('radio', { name: '不接收' });
    expect(none).toHaveFocus();
    expect(none).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '所有人' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(none).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: '所有人' })).toHaveFocus();
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([0, -1, -1, -1]);
    expect(document.querySelector('input[name="who"]')).toHaveValue('all');
    await expectNoSeriousA11yViolations(document.body);
  });

  it('checks with a click, ignores disabled options, and puts the Tab stop on the first option when none is checked', async () => {
    renderWithProviders(<Harness initial="" variant="chip" />);
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([0, -1, -1, -1]);
    await userEvent.click(screen.getByRole('radio', { name: '互相关注' }));
    expect(screen.getByRole('radio', { name: '互相关注' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(screen.getByRole('radio', { name: '不接收' }));
    expect(screen.getByRole('radio', { name: '不接收' })).toHaveAttribute('aria-checked', 'true');
  });
});
