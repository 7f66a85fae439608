import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Select, type SelectOption } from './select';

const scopes: SelectOption[] = [
  { value: 'public', label: '公开', description: '所有人可见' },
  { value: 'fans', label: '粉丝可见' },
  { value: 'mutual', label: '互相关注可见' },
  { value: 'private', label: '仅自己可见' },
  { value: 'banned', label: '审核中', disabled: true },
];

const meta = {
  title: 'Design system/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: '谁可以看', options: scopes, value: 'public', onChange: () => undefined },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 320 }}>{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <Select {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Placeholder: Story = { args: { value: '', placeholder: '选择可见范围', hint: '发布后仍可修改' } };
export const WithError: Story = { args: { value: '', error: '请选择可见范围', required: true } };
export const Disabled: Story = { args: { disabled: true } };
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const combo = within(canvasElement).getByRole('combobox');
    await userEvent.click(combo);
    await userEvent.keyboard('{ArrowDown}');
    await expect(combo).toHaveAttribute('aria-expanded', 'true');
  },
};
