import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { ForwardAction } from './forward-action';

const meta = {
  title: 'Community/ForwardAction',
  component: ForwardAction,
  tags: ['autodocs'],
  args: { count: 5, onForward: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ForwardAction>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^转发/ }));
    await within(canvasElement).findByRole('textbox', { name: '转发标题' });
  },
};
