import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FileInput } from './file-input';

/** Simulated upload: progress in four steps, then a stored path. */
function fakeUpload(file: File, onProgress: (p: number) => void): Promise<string> {
  return new Promise((resolve) => {
    let p = 0;
    const timer = setInterval(() => {
      p += 25;
      onProgress(p);
      if (p >= 100) {
        clearInterval(timer);
        resolve(`/files/demo/${encodeURIComponent(file.name)}`);
      }
    }, 300);
  });
}

const meta = {
  title: 'Community/FileInput',
  component: FileInput,
  tags: ['autodocs'],
  args: {
    label: '选择文件',
    materialType: 'all',
    multiple: true,
    upload: fakeUpload,
    onDelete: fn(),
    onView: fn(),
    onChange: fn(),
  },
  argTypes: { materialType: { control: 'select', options: ['image', 'pdf', 'doc', 'xls', 'ppt', 'mso', 'all'] } },
} satisfies Meta<typeof FileInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const PdfOnly: Story = { args: { materialType: 'pdf', label: '上传 PDF' } };
