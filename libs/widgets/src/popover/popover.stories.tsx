import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Popover } from './popover';

const meta = {
  title: 'Design system/Popover',
  component: Popover,
  tags: ['autodocs'],
  args: {
    label: '拍摄参数',
    width: 260,
    trigger: (props) => (
      <Button variant="secondary" {...props}>
        拍摄参数
      </Button>
    ),
    children: (
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}>
        <dt>相机</dt>
        <dd style={{ margin: 0 }}>Sony A7M4</dd>
        <dt>镜头</dt>
        <dd style={{ margin: 0 }}>FE 90mm F2.8 Macro</dd>
        <dt>参数</dt>
        <dd style={{ margin: 0 }}>f/4 · 1/200s · ISO 400</dd>
      </dl>
    ),
  },
  decorators: [(Story) => <div style={{ minHeight: 240 }}>{Story()}</div>],
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '拍摄参数' }));
    await expect(within(document.body).getByRole('dialog', { name: '拍摄参数' })).toBeInTheDocument();
  },
};
export const AtTheRightEdge: Story = {
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>],
  play: Opened.play,
};
