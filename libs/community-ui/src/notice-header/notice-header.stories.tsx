import type { Meta, StoryObj } from '@storybook/react-vite';
import { NoticeHeader } from './notice-header';

const meta = {
  title: 'Community/NoticeHeader',
  component: NoticeHeader,
  tags: ['autodocs'],
  args: {
    title: '第三届医学摄影大赛征稿启事',
    subtitle: '医影 · 官方公告',
    createTime: '2025-03-01T02:00:00Z',
    hits: 1024,
  },
} satisfies Meta<typeof NoticeHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
