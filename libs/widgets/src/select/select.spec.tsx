import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog, Select, type SelectOption } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

const options: SelectOption[] = [
  { value: 'public', label: '公开' },
  { value: 'fans', label: '粉丝可见' },
  { value: 'locked', label: '封禁', disabled: true },
  { value: 'mutual', label: '互相关注' },
  { value: 'private', label: '仅自己可见' },
];

function Harness({ onChange = () => undefined }: { onChange?(v: string): void }) {
  const [value, setValue] = useState('fans');
  return (
    <form data-testid="form">
      <Select
        label="可见范围"
        name="scope"
        options={options}
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
    </form>
  );
}

const activeText = (combo: HTMLElement) =>
  document.getElementById(combo.getAttribute('aria-activedescendant') ?? '')?.textContent;

describe('Select', () => {
  it('is a labelled combobox whose list box opens on the selected option and moves with the arrows', async () => {
    renderWithProviders(<Harness />);
    const combo = screen.getByRole('combobox', { name: /可见范围/ });
    expect(combo).toHaveTextContent('粉丝可见');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    combo.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: '可见范围' });
    expect(combo).toHaveAttribute('aria-controls', listbox.id);
    expect(activeText(combo)).toBe('粉丝可见');
    await userEvent.keyboard('{ArrowDown}');
    // The disabled option is skipped.
    expect(activeText(combo)).toBe('互相关注');
    await userEvent.keyboard('{Home}');
    expect(activeText(combo)).toBe('公开');
    await userEvent.keyboard('{End}');
    expect(activeText(combo)).toBe('仅自己可见');
    await expectNoSeriousA11yViolations(document.body);
    await userEvent.keyboard('{Enter}');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(combo).toHaveTextContent('仅自己可见');
    expect(screen.getByTestId('form').querySelector('input[name="scope"]')).toHaveValue('private');
    expect(combo).toHaveFocus();
  });

  it('closes on Escape without a change and jumps by typed letters', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const combo = screen.getByRole('combobox');
    combo.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('仅');
    expect(activeText(combo)).toBe('仅自己可见');
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith('private');
  });

  it('inside a dialog, Escape closes the list and leaves the dialog open', async () => {
    const onClose = jest.fn();
    renderWithProviders(
      <Dialog open title="发布设置" onClose={onClose}>
        <Harness />
      </Dialog>,
    );
    const combo = screen.getByRole('combobox');
    combo.focus();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('marks the selected option and chooses with a click; a press outside closes it', async () => {
    renderWithProviders(<Harness />);
    const combo = screen.getByRole('combobox');
    await userEvent.click(combo);
    expect(screen.getByRole('option', { name: '粉丝可见' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: '封禁' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: '公开' }));
    expect(combo).toHaveTextContent('公开');
    await userEvent.click(combo);
    act(() => {
      fireEvent.mouseDown(document.body);
    });
    expect(combo).toHaveAttribute('aria-expanded', 'false');
  });
});
