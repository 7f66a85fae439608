import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CategoryList } from './category-list';

const meta = {
  title: 'Widgets/CategoryList',
  component: CategoryList,
  tags: ['autodocs'],
  args: {
    activeId: 'clinic',
    direction: 'vertical',
    onSelect: fn(),
    categories: [
      { id: 'all', label: '全部', icon: 'home', count: 128 },
      { id: 'clinic', label: '临床纪实', icon: 'star', count: 46 },
      { id: 'nurse', label: '护理日常', icon: 'user', count: 32 },
      { id: 'micro', label: '显微摄影', icon: 'search', count: 18 },
      { id: 'campus', label: '医学校园', icon: 'image', count: 32 },
    ],
  },
  argTypes: { direction: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof CategoryList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};
export const Horizontal: Story = { args: { direction: 'horizontal' } };
