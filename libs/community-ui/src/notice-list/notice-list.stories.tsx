import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleNotices } from '../test-utils/notices';
import { NoticeList } from './notice-list';

const meta = {
  title: 'Community/NoticeList',
  component: NoticeList,
  tags: ['autodocs'],
  args: { items: sampleNotices, variant: 'simple', onItemClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['simple', 'detail'] } },
} satisfies Meta<typeof NoticeList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Simple: Story = {};
export const Detail: Story = { args: { variant: 'detail' } };
export const Empty: Story = { args: { items: [] } };
