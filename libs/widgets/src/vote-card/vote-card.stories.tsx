import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleImage } from '../test-utils/sample-images';
import { VoteCard } from './vote-card';

const meta = {
  title: 'Widgets/VoteCard',
  component: VoteCard,
  tags: ['autodocs'],
  args: {
    cover: sampleImage('生命之光', '#D70D19', 480, 640),
    title: '生命之光',
    author: '协和医院 · 李医生',
    votes: 1234,
    actionText: '投票',
    voted: false,
    disabled: false,
    onClick: fn(),
  },
} satisfies Meta<typeof VoteCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '投票' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Voted: Story = { args: { voted: true } };
