import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleImage } from '../test-utils/sample-images';
import { CardCarousel } from './card-carousel';

const titles = ['晨光病房', '无影灯下', '康复花园', '显微世界', '急救时刻', '医学生', '护士站'];
const meta = {
  title: 'Widgets/CardCarousel',
  component: CardCarousel,
  tags: ['autodocs'],
  args: {
    items: titles.map((title, i) => ({
      id: String(i),
      title,
      description: '医影年度入围作品',
      image: sampleImage(title, ['#D70D19', '#204165', '#1E7B34'][i % 3], 560, 720),
    })),
    direction: 'horizontal',
    autoplay: false,
    interval: 5000,
    onChange: fn(),
    onItemClick: fn(),
  },
  argTypes: { direction: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
} satisfies Meta<typeof CardCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Autoplay: Story = { args: { autoplay: true } };
