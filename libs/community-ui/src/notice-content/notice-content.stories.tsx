import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImage } from '../test-utils/sample-images';
import { NoticeContent } from './notice-content';

const meta = {
  title: 'Community/NoticeContent',
  component: NoticeContent,
  tags: ['autodocs'],
  args: {
    model: 'article',
    content:
      '<h2>征稿要求</h2><p>作品须为参赛者本人拍摄，内容与<strong>医学、健康</strong>相关。</p><ul><li>每人最多 5 组</li><li>JPG 格式，单张不超过 20MB</li></ul><p>详见<a href="#rules">大赛章程</a>。</p>',
    images: [sampleImage('展品一', '#D70D19', 800, 500), sampleImage('展品二', '#204165', 800, 500)],
    title: '展品',
  },
  argTypes: { model: { control: 'inline-radio', options: ['article', 'shop'] } },
} satisfies Meta<typeof NoticeContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {};
export const ShopImages: Story = { args: { model: 'shop' } };
