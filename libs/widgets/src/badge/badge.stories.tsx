import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: '医生认证', tone: 'primary' },
  argTypes: { tone: { control: 'inline-radio', options: ['primary', 'neutral', 'success', 'warning', 'danger'] } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Label: Story = {};
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Badge>医生认证</Badge>
        <Badge tone="neutral">草稿</Badge>
        <Badge tone="success">报名中</Badge>
        <Badge tone="warning">审核中</Badge>
        <Badge tone="danger">已下架</Badge>
      </div>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Badge count={3} label="3 条未读" />
        <Badge count={42} tone="neutral" label="42 条" />
        <Badge count={128} label="128 条未读" />
        <Badge dot label="有新消息" />
      </div>
    </div>
  ),
};
export const Count: Story = { args: { count: 120, label: '120 条未读消息', children: undefined } };
export const Dot: Story = { args: { dot: true, label: '有新动态', children: undefined } };
