import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SpeedDial } from './speed-dial';

const meta = {
  title: 'Widgets/SpeedDial',
  component: SpeedDial,
  tags: ['autodocs'],
  args: {
    label: '快捷操作',
    position: 'bottom-right',
    openOnHover: true,
    actions: [
      { id: 'upload', label: '发布作品', icon: 'upload', onClick: fn() },
      { id: 'article', label: '写文章', icon: 'file', onClick: fn() },
      { id: 'message', label: '消息中心', icon: 'bell', onClick: fn() },
      { id: 'home', label: '回到首页', icon: 'home', onClick: fn() },
    ],
  },
  argTypes: { position: { control: 'inline-radio', options: ['bottom-right', 'bottom-left'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SpeedDial>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '快捷操作' }));
    await expect(canvas.getByRole('button', { name: '发布作品' })).toBeVisible();
  },
};
