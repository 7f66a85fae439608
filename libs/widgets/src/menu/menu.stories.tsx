import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { DeleteIcon } from '../icons/delete';
import { ShareIcon } from '../icons/share';
import { StarIcon } from '../icons/star';
import { Menu } from './menu';

const meta = {
  title: 'Design system/Menu',
  component: Menu,
  tags: ['autodocs'],
  args: {
    onSelect: fn(),
    trigger: (props) => (
      <Button variant="secondary" {...props}>
        更多操作
      </Button>
    ),
    items: [
      { key: 'share', label: '分享', icon: <ShareIcon size={18} /> },
      { key: 'collect', label: '收藏', icon: <StarIcon size={18} /> },
      { key: 'album', label: '加入相册', disabled: true },
      { key: 'delete', label: '删除', icon: <DeleteIcon size={18} />, danger: true },
    ],
  },
  decorators: [(Story) => <div style={{ minHeight: 240 }}>{Story()}</div>],
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '更多操作' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(document.body).getByRole('menu')).toBeInTheDocument();
  },
};
