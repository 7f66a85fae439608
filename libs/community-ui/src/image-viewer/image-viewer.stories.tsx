import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleGalleryItems } from '../test-utils/sample-data';
import { ImageViewer } from './image-viewer';

const images = sampleGalleryItems(3).map((item) => ({ src: item.cover, alt: item.title }));

const meta = {
  title: 'Community/ImageViewer',
  component: ImageViewer,
  tags: ['autodocs'],
  args: { images, index: 0, onIndexChange: fn(), onClose: fn() },
} satisfies Meta<typeof ImageViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {};
export const Middle: Story = {
  args: { index: 1 },
  play: async ({ args }) => {
    // The viewer draws in a portal on the body, outside the story's canvas.
    const body = within(document.body);
    await userEvent.click(body.getByRole('button', { name: '下一张' }));
    await expect(args.onIndexChange).toHaveBeenCalledWith(2);
  },
};
