import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OnlineMessageForm } from './online-message-form';

const meta = {
  title: 'Widgets/OnlineMessageForm',
  component: OnlineMessageForm,
  tags: ['autodocs'],
  args: { heading: '在线留言', submitText: '提交', onSubmit: fn() },
} satisfies Meta<typeof OnlineMessageForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
