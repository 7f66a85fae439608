import type { Meta, StoryObj } from '@storybook/react-vite';
import { BusinessContact } from './business-contact';

const meta = {
  title: 'Widgets/BusinessContact',
  component: BusinessContact,
  tags: ['autodocs'],
  args: { heading: '联系方式', intro: '欢迎医院、学校与机构洽谈合作' },
} satisfies Meta<typeof BusinessContact>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholders: Story = {};
export const Filled: Story = {
  args: { address: '北京市海淀区学院路 38 号', phone: '010-8280 1234', email: 'contact@yiying.cn' },
};
