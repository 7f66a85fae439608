import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleImage } from '../test-utils/sample-images';
import { StepTimeline } from './step-timeline';

const meta = {
  title: 'Widgets/StepTimeline',
  component: StepTimeline,
  tags: ['autodocs'],
  args: {
    heading: '参赛流程',
    interval: 5000,
    onStepChange: fn(),
    steps: [
      {
        title: '在线报名',
        time: '3月1日 — 3月10日',
        description: '登录医影，填写个人与单位信息',
        cover: sampleImage('在线报名', '#D70D19', 800, 500),
      },
      {
        title: '作品投稿',
        time: '3月11日 — 3月31日',
        description: '每人最多上传 5 组作品',
        cover: sampleImage('作品投稿', '#204165', 800, 500),
      },
      {
        title: '专家评审',
        time: '4月1日 — 4月15日',
        description: '医学与摄影专家联合评审',
        cover: sampleImage('专家评审', '#1E7B34', 800, 500),
      },
      {
        title: '颁奖展出',
        time: '5月12日',
        description: '护士节当天线下展出',
        cover: sampleImage('颁奖展出', '#8A5A00', 800, 500),
      },
    ],
  },
} satisfies Meta<typeof StepTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Controlled: Story = { args: { activeStep: 2 } };
