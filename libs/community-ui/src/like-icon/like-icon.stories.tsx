import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LikeIcon } from './like-icon';

const meta = {
  title: 'Community/LikeIcon',
  component: LikeIcon,
  tags: ['autodocs'],
  args: { count: 128, liked: false, label: '点赞', onClick: fn() },
} satisfies Meta<typeof LikeIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Liked: Story = { args: { liked: true, count: 23456 } };
