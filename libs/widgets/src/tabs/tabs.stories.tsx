import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Badge } from '../badge/badge';
import { Tabs } from './tabs';

const meta = {
  title: 'Design system/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: {
    label: '作品分类',
    value: 'all',
    onChange: () => undefined,
    items: [
      { key: 'all', label: '全部', content: <p>全部作品</p> },
      { key: 'image', label: '图片', content: <p>图片作品</p> },
      { key: 'video', label: '视频', content: <p>视频作品</p> },
      { key: 'article', label: '文章', content: <p>文章</p> },
      { key: 'topic', label: '话题', content: <p>话题</p>, disabled: true },
    ],
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <Tabs {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};
export const Pill: Story = { args: { variant: 'pill' } };
export const FullWidth: Story = {
  args: { fill: true },
  decorators: [(Story) => <div style={{ maxWidth: 390 }}>{Story()}</div>],
};
export const WithBadges: Story = {
  args: {
    label: '消息',
    value: 'private',
    items: [
      { key: 'private', label: '私信', badge: <Badge count={3} label="3 条未读" /> },
      { key: 'comment', label: '评论', badge: <Badge count={128} label="128 条未读" /> },
      { key: 'system', label: '系统通知' },
    ],
  },
};
