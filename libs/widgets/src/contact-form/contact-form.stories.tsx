import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactForm } from './contact-form';

const meta = {
  title: 'Widgets/ContactForm',
  component: ContactForm,
  tags: ['autodocs'],
  args: { heading: '联系我们', submitText: '提交留言', onSubmit: fn() },
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ShowsErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交留言' }));
    await expect(canvas.getByText('必须填写姓名')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
