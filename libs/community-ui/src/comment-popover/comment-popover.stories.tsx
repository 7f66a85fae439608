import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommentPopover } from './comment-popover';

const meta = {
  title: 'Community/CommentPopover',
  component: CommentPopover,
  tags: ['autodocs'],
  args: { count: 12, placeholder: '说点什么吧…', onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentPopover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Commenting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '评论 12' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: '评论' }), '光影很有温度');
    await userEvent.click(canvas.getByRole('button', { name: '发表' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('光影很有温度');
  },
};
