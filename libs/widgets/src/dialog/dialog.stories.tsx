import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { Dialog } from './dialog';

const meta = {
  title: 'Design system/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    open: true,
    title: '新建相册',
    onClose: fn(),
    children: (
      <TextField
        label="相册名称"
        placeholder="例如：2026 春季义诊"
        showCount
        maxLength={20}
        value=""
        onChange={() => undefined}
      />
    ),
    footer: (
      <>
        <Button variant="secondary">取消</Button>
        <Button>创建</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Busy: Story = {
  args: {
    busy: true,
    title: '正在保存',
    footer: (
      <>
        <Button variant="secondary" disabled>
          取消
        </Button>
        <Button loading>保存中</Button>
      </>
    ),
  },
};
export const Alert: Story = {
  args: {
    role: 'alertdialog',
    title: '删除作品',
    width: 420,
    children: <p style={{ margin: 0 }}>删除后无法恢复，确定删除这组作品吗？</p>,
    footer: (
      <>
        <Button variant="secondary">取消</Button>
        <Button variant="danger">删除</Button>
      </>
    ),
  },
};
export const Toggle: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>打开对话框</Button>
        <Dialog {...args} open={open} onClose={() => setOpen(false)} />
      </>
    );
  },
};
