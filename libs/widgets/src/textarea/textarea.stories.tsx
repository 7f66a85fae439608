import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Textarea } from './textarea';

const meta = {
  title: 'Design system/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { label: '个性签名', placeholder: '介绍一下自己…', maxLength: 120 },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCount: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('用镜头记录手术室里的每一个清晨。');
    return <Textarea {...args} value={value} onChange={(e) => setValue(e.target.value)} />;
  },
};
export const WithHint: Story = { args: { hint: '支持 #话题#，最多 120 字', maxLength: undefined } };
export const OverLimit: Story = {
  args: { value: '这段文字超过了限制'.repeat(2), maxLength: 12, error: '最多 12 个字', onChange: () => undefined },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: '评论已关闭' } };
