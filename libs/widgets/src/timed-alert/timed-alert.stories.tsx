import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button';
import { TimedAlert } from './timed-alert';

const meta = {
  title: 'Widgets/TimedAlert',
  component: TimedAlert,
  tags: ['autodocs'],
  args: {
    message: '作品已提交，等待审核',
    type: 'success',
    duration: 4000,
    delay: 200,
    removeAfter: 1600,
    closable: false,
    onClose: fn(),
  },
  argTypes: { type: { control: 'inline-radio', options: ['success', 'info', 'warning', 'error'] } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof TimedAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const StaysUntilClosed: Story = { args: { type: 'error', message: '网络连接异常', duration: 0 } };
export const Replay: Story = {
  render: function Render(args) {
    const [key, setKey] = useState(0);
    return (
      <>
        <Button onClick={() => setKey((k) => k + 1)}>再次提示</Button>
        <TimedAlert key={key} {...args} />
      </>
    );
  },
};
