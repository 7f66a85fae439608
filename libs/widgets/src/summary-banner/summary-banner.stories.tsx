import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImage } from '../test-utils/sample-images';
import { SummaryBanner } from './summary-banner';

const meta = {
  title: 'Widgets/SummaryBanner',
  component: SummaryBanner,
  tags: ['autodocs'],
  args: {
    image: sampleImage('关于我们', '#204165', 1600, 650),
    title: '关于医影',
    summary: '医影是摄影爱好者、医生与医学生共同的影像社区，用镜头记录医学里的人与光。',
  },
} satisfies Meta<typeof SummaryBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Compact: Story = { args: { height: { xs: 160, md: 300 } } };
