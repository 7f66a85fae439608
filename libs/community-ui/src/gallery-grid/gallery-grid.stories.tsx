import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleGalleryItems, sampleImageSource } from '../test-utils/sample-data';
import { GalleryGrid } from './gallery-grid';

const meta = {
  title: 'Community/GalleryGrid',
  component: GalleryGrid,
  tags: ['autodocs'],
  args: {
    items: sampleGalleryItems(8),
    columns: 4,
    ratio: 1.67,
    onItemClick: fn(),
    onLike: fn(),
    onForward: fn(),
    onAlbum: fn(),
  },
  argTypes: {
    columns: { control: 'inline-radio', options: [1, 2, 3, 4] },
    ratio: { control: { type: 'number', step: 0.01 } },
  },
} satisfies Meta<typeof GalleryGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourColumns: Story = {};
export const TwoColumns: Story = { args: { columns: 2 } };
export const BrokenCover: Story = {
  args: {
    items: [
      { ...sampleGalleryItems(1)[0], cover: 'data:image/png;base64,broken', title: '加载失败的封面' },
      ...sampleGalleryItems(3).slice(1),
    ],
    onImageError: fn(),
  },
};
/** Uploaded covers (renditions + ThumbHash); the second is sensitive and waits behind 点击查看. */
export const UploadedAndSensitive: Story = {
  args: {
    items: sampleGalleryItems(3).map((item, i) => ({
      ...item,
      coverImage: sampleImageSource(item.title),
      ...(i === 1 ? { sensitive: true } : {}),
    })),
  },
};
export const Empty: Story = { args: { items: [] } };
/**
 * Justified rows: each picture at its own ratio (landscape, portrait, square, panorama, and a post without a picture at
 * 4:3), rows edge to edge, the last one left at the row height. Narrow the canvas to see the phone rows.
 */
export const Justified: Story = {
  args: {
    layout: 'justified',
    eagerCount: 4,
    items: sampleGalleryItems(10).map((item, i) => {
      const [width, height] = [
        [600, 360],
        [400, 600],
        [500, 500],
        [1200, 400],
        [600, 400],
        [480, 640],
        [640, 360],
        [600, 450],
        [0, 0],
        [360, 480],
      ][i] ?? [600, 360];
      return width ? { ...item, width, height } : { ...item, cover: '', title: '没有图片的文章' };
    }),
  },
};
