import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Switch } from './switch';

const meta = {
  title: 'Design system/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: '显示敏感内容', checked: false, onChange: () => undefined },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  render: function Render(args) {
    const [on, setOn] = useState(args.checked);
    return <Switch {...args} checked={on} onChange={setOn} />;
  },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { checked: true, label: '允许评论' } };
export const WithDescription: Story = {
  args: { label: '消息通知', description: '有新的点赞、评论和私信时提醒我', checked: true },
};
export const LabelAfter: Story = { args: { labelPosition: 'end', label: '同步到圈子' } };
export const Disabled: Story = { args: { disabled: true, checked: true } };
