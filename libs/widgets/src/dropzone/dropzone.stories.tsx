import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Dropzone } from './dropzone';

const meta = {
  title: 'Design system/Dropzone',
  component: Dropzone,
  tags: ['autodocs'],
  args: {
    onFiles: fn(),
    accept: 'image/jpeg,image/png,image/gif',
    multiple: true,
    title: '点击或拖拽图片到此处',
    hint: '支持 JPG / PNG / GIF，单张不超过 5 MB，最多 9 张',
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Dropzone>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Images: Story = {};
export const Compact: Story = { args: { compact: true, multiple: false, title: '上传证书照片', hint: 'JPG / PNG' } };
export const Documents: Story = {
  args: { accept: '.pdf,.doc,.docx', title: '添加附件', hint: 'PDF / Word，最大 100 MB' },
};
export const Disabled: Story = { args: { disabled: true, hint: '已达到 9 张上限' } };
