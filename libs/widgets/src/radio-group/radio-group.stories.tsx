import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RadioGroup } from './radio-group';

const meta = {
  title: 'Design system/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: '谁可以给我发私信',
    value: 'all',
    onChange: () => undefined,
    options: [
      { value: 'all', label: '所有人' },
      { value: 'fans', label: '关注我的人' },
      { value: 'mutual', label: '互相关注', description: '双方都关注了对方' },
      { value: 'none', label: '不接收' },
    ],
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <RadioGroup {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {};
export const Row: Story = { args: { direction: 'row' } };
export const Chips: Story = {
  args: {
    variant: 'chip',
    direction: 'row',
    label: '作品类型',
    value: 'image',
    options: [
      { value: 'image', label: '图片' },
      { value: 'video', label: '视频' },
      { value: 'article', label: '文章' },
      { value: 'topic', label: '话题', disabled: true },
    ],
  },
};
export const WithError: Story = { args: { value: '', error: '请选择一项' } };
export const Disabled: Story = { args: { disabled: true } };
