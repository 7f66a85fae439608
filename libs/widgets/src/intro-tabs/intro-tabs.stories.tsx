import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleImage } from '../test-utils/sample-images';
import { IntroTabs } from './intro-tabs';

const meta = {
  title: 'Widgets/IntroTabs',
  component: IntroTabs,
  tags: ['autodocs'],
  args: {
    onTabChange: fn(),
    tabs: [
      {
        id: 'publish',
        label: '发布作品',
        items: [
          { title: '上传图片', text: '支持 JPG / PNG / GIF', image: sampleImage('上传图片', '#D70D19', 800, 500) },
          { title: '填写标题', text: '标题中可用 #话题#', image: sampleImage('填写标题', '#204165', 800, 500) },
          {
            title: '选择可见范围',
            text: '公开、粉丝或仅自己可见',
            image: sampleImage('可见范围', '#1E7B34', 800, 500),
          },
        ],
      },
      {
        id: 'activity',
        label: '参加活动',
        items: [
          { title: '浏览活动', text: '查看正在征稿的活动', image: sampleImage('浏览活动', '#8A5A00', 800, 500) },
          { title: '提交作品', text: '截稿前均可提交', image: sampleImage('提交作品', '#050B1F', 800, 500) },
        ],
      },
    ],
  },
} satisfies Meta<typeof IntroTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SwitchTab: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '参加活动' }));
    await expect(args.onTabChange).toHaveBeenCalledWith(args.tabs[1]);
    await expect(canvas.getByRole('img', { name: '浏览活动' })).toBeInTheDocument();
  },
};
