import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { sampleImage } from '../test-utils/sample-images';
import { HeroBanner } from './hero-banner';

const meta = {
  title: 'Widgets/HeroBanner',
  component: HeroBanner,
  tags: ['autodocs'],
  args: {
    image: sampleImage('医影', '#204165'),
    title: '医影 · 用影像讲述医学故事',
    subtitle: '摄影爱好者、医生与医学生的创作社区',
    align: 'left',
    overlay: true,
  },
  argTypes: { align: { control: 'inline-radio', options: ['left', 'center'] } },
} satisfies Meta<typeof HeroBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Centered: Story = { args: { align: 'center', children: <Button>立即参与</Button> } };
