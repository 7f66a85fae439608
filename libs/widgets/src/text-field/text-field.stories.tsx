import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TextField as Field, type TextFieldProps } from './text-field';

/** The single-line form (the component also accepts the older `multiline` props). */
function TextField(props: TextFieldProps) {
  return <Field {...props} />;
}

const meta = {
  title: 'Design system/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: '昵称', placeholder: '2–16 个字符', hint: '其他会员看到的名字' },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = {
  args: { required: true, label: '手机号', placeholder: '请输入手机号', inputMode: 'tel', hint: undefined },
};
export const WithError: Story = { args: { label: '手机号', defaultValue: '1380013', error: '请输入正确的手机号' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '医影摄影师' } };
export const WithCount: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('追光的医学生');
    return <TextField {...args} showCount maxLength={16} value={value} onChange={(e) => setValue(e.target.value)} />;
  },
};
