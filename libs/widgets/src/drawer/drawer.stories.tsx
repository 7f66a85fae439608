import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { Drawer } from './drawer';

const links = ['首页', '热门', '活动', '圈子', '展览', '关于我们'];

const meta = {
  title: 'Design system/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  args: {
    open: true,
    title: '菜单',
    side: 'left',
    onClose: fn(),
    children: (
      <nav aria-label="主导航">
        {links.map((l) => (
          <a key={l} href="#" style={{ display: 'block', padding: '12px 0', color: 'inherit', textDecoration: 'none' }}>
            {l}
          </a>
        ))}
      </nav>
    ),
  },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Left: Story = {};
export const Right: Story = { args: { side: 'right', title: '筛选' } };
export const BottomSheet: Story = {
  args: {
    side: 'bottom',
    title: '分享到',
    children: <p style={{ margin: 0 }}>复制链接、转发到动态或加入相册。</p>,
    footer: (
      <Button variant="secondary" block>
        取消
      </Button>
    ),
  },
};
export const Toggle: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>打开菜单</Button>
        <Drawer {...args} open={open} onClose={() => setOpen(false)} />
      </>
    );
  },
};
