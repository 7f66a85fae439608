import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AttachmentList } from './attachment-list';

const meta = {
  title: 'Community/AttachmentList',
  component: AttachmentList,
  tags: ['autodocs'],
  args: {
    attachments: [
      { name: '大赛章程.pdf', icon: 'file-pdf', color: '#D70D19', url: '/files/rules.pdf' },
      { name: '报名表.docx', icon: 'file-word', color: '#2B579A', url: '/files/form.docx' },
      { name: '评分细则.xlsx', icon: 'file-excel', color: '#217346', url: '/files/score.xlsx' },
    ],
    officeViewerUrl: 'https://view.officeapps.live.com/op/view.aspx?src=',
    onOpen: fn(),
  },
} satisfies Meta<typeof AttachmentList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
