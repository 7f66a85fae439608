import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PutInDialog } from './put-in-dialog';

const meta = {
  title: 'Widgets/PutInDialog',
  component: PutInDialog,
  tags: ['autodocs'],
  args: { open: true, title: '立即咨询', width: 600, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof PutInDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
