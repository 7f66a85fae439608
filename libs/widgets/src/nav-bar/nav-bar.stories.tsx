import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NavBar } from './nav-bar';

const meta = {
  title: 'Widgets/NavBar',
  component: NavBar,
  tags: ['autodocs'],
  args: {
    brand: '医影',
    dark: false,
    links: [
      { label: '首页', href: '#home', active: true },
      { label: '热门', href: '#hot' },
      { label: '活动', href: '#activity' },
      { label: '圈子', href: '#circle' },
      { label: '展览', href: '#exhibit' },
    ],
    actions: [
      { id: 'search', label: '搜索', icon: 'search', onClick: fn() },
      { id: 'message', label: '消息', icon: 'bell', badge: 5, onClick: fn() },
      { id: 'me', label: '我的', icon: 'user', onClick: fn() },
    ],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { args: { dark: true } };
