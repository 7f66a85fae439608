import type { Meta, StoryObj } from '@storybook/react-vite';
import { Divider } from './divider';

const meta = {
  title: 'Widgets/Divider',
  component: Divider,
  tags: ['autodocs'],
  args: { orientation: 'horizontal', dashed: false },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
} satisfies Meta<typeof Divider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const WithText: Story = { args: { children: '精选作品' } };
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  render: (args) => (
    <div style={{ display: 'flex' }}>
      活动
      <Divider {...args} />
      展览
      <Divider {...args} />
      圈子
    </div>
  ),
};
