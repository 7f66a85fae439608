import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleImage } from '../test-utils/sample-images';
import { HeroCarousel } from './hero-carousel';

const meta = {
  title: 'Widgets/HeroCarousel',
  component: HeroCarousel,
  tags: ['autodocs'],
  args: {
    interval: 5000,
    onItemClick: fn(),
    items: [
      {
        id: '1',
        image: sampleImage('医学摄影大赛', '#D70D19'),
        title: '第三届医学摄影大赛',
        subtitle: '用镜头记录生命的温度',
      },
      { id: '2', image: sampleImage('手术室的光', '#204165'), title: '手术室的光', subtitle: '医生眼中的日常' },
      {
        id: '3',
        image: sampleImage('白衣天使', '#1E7B34'),
        title: '白衣天使',
        subtitle: '护士节特别专题',
        link: '#nurse',
      },
    ],
  },
  argTypes: { interval: { control: { type: 'number', min: 1000, step: 500 } } },
} satisfies Meta<typeof HeroCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FixedHeight: Story = { args: { height: 240 } };

export const SingleSlide: Story = {
  args: { items: [{ id: '1', image: sampleImage('影展', '#204165'), title: '医影年度影展' }] },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '下一张' }));
    await expect(canvas.getByRole('button', { name: '第2张' })).toHaveAttribute('aria-current', 'true');
  },
};
