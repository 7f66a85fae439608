import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button';
import { CategoryDrawer } from './category-drawer';

const meta = {
  title: 'Widgets/CategoryDrawer',
  component: CategoryDrawer,
  tags: ['autodocs'],
  args: {
    open: true,
    title: '全部分类',
    side: 'left',
    activeId: 'nurse',
    onSelect: fn(),
    onClose: fn(),
    categories: [
      { id: 'all', label: '全部', count: 128 },
      { id: 'clinic', label: '临床纪实', count: 46 },
      { id: 'nurse', label: '护理日常', count: 32 },
      { id: 'micro', label: '显微摄影', count: 18 },
    ],
  },
  argTypes: { side: { control: 'inline-radio', options: ['left', 'right'] } },
} satisfies Meta<typeof CategoryDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithTrigger: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>选择分类</Button>
        <CategoryDrawer {...args} open={open} onClose={() => setOpen(false)} />
      </>
    );
  },
};
