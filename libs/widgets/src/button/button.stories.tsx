import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DeleteIcon } from '../icons/delete';
import { PlusIcon } from '../icons/plus';
import { UploadIcon } from '../icons/upload';
import { Button } from './button';

const meta = {
  title: 'Design system/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: '发布作品', variant: 'primary', size: 'md', loading: false, disabled: false, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'text', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 } as const;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['primary', 'secondary', 'text', 'danger'] as const).map((variant) => (
        <div key={variant} style={row}>
          <Button variant={variant} size="sm">
            {variant === 'danger' ? '删除' : '关注'}
          </Button>
          <Button variant={variant}>{variant === 'danger' ? '删除作品' : '加关注'}</Button>
          <Button variant={variant} size="lg">
            {variant === 'danger' ? '注销账号' : '发布作品'}
          </Button>
          <Button variant={variant} icon={variant === 'danger' ? <DeleteIcon /> : <PlusIcon />}>
            {variant === 'danger' ? '删除' : '新建相册'}
          </Button>
          <Button variant={variant} loading>
            提交中
          </Button>
          <Button variant={variant} disabled>
            已结束
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const WithIcon: Story = { args: { icon: <UploadIcon />, children: '上传作品' } };
export const Loading: Story = { args: { loading: true, children: '发布中…' } };
export const Block: Story = { args: { block: true, size: 'lg', children: '登录' } };
export const IconOnly: Story = {
  args: { icon: <PlusIcon />, children: undefined, 'aria-label': '发布', variant: 'secondary' },
};
