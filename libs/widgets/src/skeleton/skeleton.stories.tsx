import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Design system/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { shape: 'rect', ratio: 4 / 3, width: 240 },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Picture: Story = {};
export const Text: Story = { args: { shape: 'text', lines: 3, width: 320 } };
export const Card: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }} role="status" aria-label="加载中">
      {[3 / 4, 4 / 3, 1].map((ratio) => (
        <div key={ratio} style={{ width: 200, display: 'grid', gap: 10 }}>
          <Skeleton ratio={ratio} />
          <Skeleton shape="text" lines={2} />
          <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Skeleton shape="circle" size={24} />
            <Skeleton width={80} height={12} />
          </div>
        </div>
      ))}
    </div>
  ),
};
