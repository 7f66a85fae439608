import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Design system/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: '显示拍摄参数' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: function Render() {
    const [a, setA] = useState(true);
    const [b, setB] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Checkbox label="显示拍摄参数" checked={a} onChange={(e) => setA(e.target.checked)} />
        <Checkbox
          label="敏感内容"
          description="图片会被模糊，点击后才显示"
          checked={b}
          onChange={(e) => setB(e.target.checked)}
        />
        <Checkbox label="全选" indeterminate checked={false} onChange={() => undefined} />
        <Checkbox label="已同意用户协议" checked disabled onChange={() => undefined} />
        <Checkbox label="不可选" disabled />
      </div>
    );
  },
};
export const Single: Story = {};
