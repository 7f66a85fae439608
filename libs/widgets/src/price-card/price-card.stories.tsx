import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PriceCard } from './price-card';

const meta = {
  title: 'Widgets/PriceCard',
  component: PriceCard,
  tags: ['autodocs'],
  args: {
    title: '专业摄影版',
    price: 1299,
    currency: '￥',
    unit: '/年',
    description: '适合医院宣传部门与专业摄影师',
    features: ['无限量作品上传', '活动投稿优先审核', '专属客服'],
    buttonText: '查看详情',
    featured: false,
    onButtonClick: fn(),
  },
} satisfies Meta<typeof PriceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '查看详情' }));
    await expect(args.onButtonClick).toHaveBeenCalled();
  },
};
export const Featured: Story = { args: { featured: true, badge: '推荐', title: '机构版', price: 4999 } };
export const Negotiable: Story = {
  args: { title: '定制方案', price: '面议', unit: undefined, features: ['上门拍摄', '专题策划'] },
};
