import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { CommentIcon } from '../icons/comment';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: '还没有作品',
    description: '发布第一组照片，让更多同行看到你的视角。',
    action: <Button>发布作品</Button>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Compact: Story = {};
export const Page: Story = { args: { size: 'page' } };
export const CustomIcon: Story = {
  args: { title: '暂无评论', description: '来说两句吧', icon: <CommentIcon size={30} />, action: undefined },
};
