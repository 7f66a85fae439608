import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './avatar';

const face =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6d365"/><stop offset="1" stop-color="#fda085"/></linearGradient></defs><rect width="80" height="80" fill="url(#g)"/><circle cx="40" cy="32" r="14" fill="#fff" opacity=".85"/><rect x="16" y="50" width="48" height="30" rx="24" fill="#fff" opacity=".85"/></svg>',
  );

const meta = {
  title: 'Design system/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: '林医生', src: face, size: 48 },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};
export const Fallback: Story = { args: { src: null } };
export const BrokenImage: Story = { args: { src: '/missing-avatar.jpg', name: '陈同学' } };
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {[24, 32, 40, 56, 80].map((size, i) => (
        <Avatar
          key={size}
          size={size}
          name={['王', '李医生', 'Alice', '周摄影', '赵'][i]}
          src={i % 2 ? face : null}
          ring={i === 4}
        />
      ))}
    </div>
  ),
};
