import type { Meta, StoryObj } from '@storybook/react-vite';
import { FoldedCard } from './folded-card';

const meta = {
  title: 'Community/FoldedCard',
  component: FoldedCard,
  tags: ['autodocs'],
  args: {
    word: '剧透',
    variant: 'row',
    children: <p>剧透：最后他走了</p>,
  },
} satisfies Meta<typeof FoldedCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Row: Story = {};

export const Tile: Story = { args: { variant: 'tile' } };
