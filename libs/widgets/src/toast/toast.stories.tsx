import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../button/button';
import { ToastProvider, useToast } from './toast';

function Demo({ auto }: { auto?: boolean }) {
  const toast = useToast();
  useEffect(() => {
    if (!auto) return;
    toast.show('已加入相册「春季义诊」', {
      tone: 'success',
      duration: 0,
      action: { label: '查看', onClick: () => undefined },
    });
    toast.show('网络不稳定，评论未发送', { tone: 'error', duration: 0 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auto]);
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.show('已复制链接')}>普通提示</Button>
      <Button variant="secondary" onClick={() => toast.show('关注成功', { tone: 'success' })}>
        成功
      </Button>
      <Button variant="danger" onClick={() => toast.show('发送失败，请重试', { tone: 'error' })}>
        失败
      </Button>
    </div>
  );
}

const meta = {
  title: 'Design system/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = {
  render: () => (
    <ToastProvider>
      <Demo />
    </ToastProvider>
  ),
};
export const Showing: Story = {
  render: () => (
    <ToastProvider>
      <Demo auto />
    </ToastProvider>
  ),
};
