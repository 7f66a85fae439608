import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleImage } from '../test-utils/sample-images';
import { ImageGuide } from './image-guide';

const steps = ['注册账号', '完善资料', '身份认证', '发布作品', '参加活动', '获得点评'];
const meta = {
  title: 'Widgets/ImageGuide',
  component: ImageGuide,
  tags: ['autodocs'],
  args: {
    side: 'left',
    width: 344,
    height: 500,
    onChange: fn(),
    items: steps.map((title, i) => ({
      title,
      text: `第 ${i + 1} 步：${title}`,
      image: sampleImage(title, ['#D70D19', '#204165', '#1E7B34'][i % 3], 344, 500),
    })),
  },
  argTypes: { side: { control: 'inline-radio', options: ['left', 'right'] } },
} satisfies Meta<typeof ImageGuide>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RightIndicators: Story = { args: { side: 'right' } };
