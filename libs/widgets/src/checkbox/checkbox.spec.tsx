import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, Switch } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

describe('Checkbox', () => {
  it('is a real checkbox named by its label and described by its description, toggled by click and Space', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Checkbox label="敏感内容" description="图片会被模糊" name="sensitive" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: '敏感内容' });
    expect(box).toHaveAccessibleDescription('图片会被模糊');
    await userEvent.click(screen.getByText('敏感内容'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
    await expectNoSeriousA11yViolations(document.body);
  });

  it('reports the mixed state and stays put when disabled', async () => {
    renderWithProviders(
      <>
        <Checkbox label="全选" indeterminate />
        <Checkbox label="已同意" disabled />
      </>,
    );
    expect(screen.getByRole('checkbox', { name: '全选' })).toBePartiallyChecked();
    await userEvent.click(screen.getByText('已同意'));
    expect(screen.getByRole('checkbox', { name: '已同意' })).not.toBeChecked();
  });
});

describe('Switch', () => {
  it('is a labelled switch that toggles with a click on the label, Space and Enter', async () => {
    const onChange = jest.fn();
    const { rerender } = renderWithProviders(
      <Switch label="消息通知" description="有新私信时提醒我" checked={false} onChange={onChange} />,
    );
    const sw = screen.getByRole('switch', { name: '消息通知' });
    expect(sw).toHaveAttribute('aria-checked', 'false');
    expect(sw).toHaveAccessibleDescription('有新私信时提醒我');
    await userEvent.click(screen.getByText('消息通知'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    rerender(<Switch label="消息通知" checked onChange={onChange} />);
    expect(sw).toHaveAttribute('aria-checked', 'true');
    sw.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(onChange).toHaveBeenLastCalledWith(false);
    await expectNoSeriousA11yViolations(document.body);
  });
});
