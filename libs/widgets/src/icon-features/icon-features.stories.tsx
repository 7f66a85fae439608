import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconFeatures } from './icon-features';

const meta = {
  title: 'Widgets/IconFeatures',
  component: IconFeatures,
  tags: ['autodocs'],
  args: {
    heading: '为什么选择医影',
    columns: 4,
    features: [
      { icon: 'image', title: '高清作品', description: '原图保存，细节清晰可见' },
      { icon: 'star', title: '专家评审', description: '医学与摄影专家联合点评', color: '#204165' },
      { icon: 'user', title: '实名认证', description: '医生与医学生身份认证' },
      { icon: 'comment', title: '即时交流', description: '私信与评论实时送达', color: '#050B1F' },
    ],
  },
  argTypes: { columns: { control: 'inline-radio', options: [2, 3, 4] } },
} satisfies Meta<typeof IconFeatures>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ThreeColumns: Story = { args: { columns: 3 } };
