import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImage } from '../test-utils/sample-images';
import { DarkFooter } from './dark-footer';

const meta = {
  title: 'Widgets/DarkFooter',
  component: DarkFooter,
  tags: ['autodocs'],
  args: {
    about: {
      title: '关于我们',
      items: [
        { label: '平台介绍', href: '#about' },
        { label: '加入我们', href: '#join' },
        { label: '联系我们', href: '#contact' },
      ],
    },
    media: {
      title: '媒体矩阵',
      items: [
        {
          label: '医影公众号',
          avatar: sampleImage('影', '#D70D19', 40, 40),
          qrcode: sampleImage('二维码', '#050B1F', 240, 240),
        },
        {
          label: '医影视频号',
          avatar: sampleImage('视', '#204165', 40, 40),
          qrcode: sampleImage('二维码', '#204165', 240, 240),
        },
        { label: '官方微博', href: '#weibo' },
      ],
    },
    help: {
      title: '帮助中心',
      items: [
        { label: '投稿指南', href: '#guide' },
        { label: '常见问题', href: '#faq' },
        { label: '隐私政策', href: '#privacy' },
      ],
    },
    links: {
      title: '友情链接',
      items: [
        { label: '中华医学会', href: '#cma' },
        { label: '中国摄影家协会', href: '#cpa' },
      ],
    },
    copyright: '© 2025 医影 版权所有',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DarkFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
