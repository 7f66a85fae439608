import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AlbumIcon } from './album-icon';

const meta = {
  title: 'Community/AlbumIcon',
  component: AlbumIcon,
  tags: ['autodocs'],
  args: { added: false, label: '加入相册', onClick: fn() },
} satisfies Meta<typeof AlbumIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Added: Story = { args: { added: true } };
