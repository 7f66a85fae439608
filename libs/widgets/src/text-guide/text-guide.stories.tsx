import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleImage } from '../test-utils/sample-images';
import { TextGuide } from './text-guide';

const meta = {
  title: 'Widgets/TextGuide',
  component: TextGuide,
  tags: ['autodocs'],
  args: {
    title: '成为医影认证摄影师',
    text: '面向医生、医学生与专业摄影师，提供作品展示、活动投稿与专家点评。',
    features: [
      { icon: 'check', iconColor: '#1E7B34', text: '作品优先推荐' },
      { icon: 'star', iconColor: '#D70D19', text: '专属认证标识' },
      { icon: 'comment', text: '专家一对一点评' },
    ],
    hovers: [
      { name: '李医生', char: '李', text: '心内科主任医师 · 十年摄影经验', color: '#D70D19' },
      { name: '王护士', char: '王', text: '手术室护士 · 年度最佳作品', color: '#204165' },
      { name: '陈同学', char: '陈', text: '临床医学专业 · 新人奖', color: '#1E7B34' },
    ],
    button: { text: '立即申请' },
    contact: { text: '咨询电话：400-000-0000' },
    images: [sampleImage('作品一', '#D70D19', 600, 450), sampleImage('作品二', '#204165', 600, 450)],
    reverse: false,
    onButtonClick: fn(),
  },
} satisfies Meta<typeof TextGuide>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Reversed: Story = { args: { reverse: true } };
