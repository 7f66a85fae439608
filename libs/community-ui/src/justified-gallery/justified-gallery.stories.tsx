import styled from '@emotion/styled';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_THUMBHASH } from '../test-utils/sample-data';
import { JustifiedGallery, type JustifiedPicture } from './justified-gallery';
import { SAMPLE_SIZES, sampleScene } from './sample-scenes';

interface Photo extends JustifiedPicture {
  title: string;
  author: string;
  likes: number;
}

const TITLES = ['清晨的查房', '雪后的门诊楼', '显微镜下', '夜班', '乡村义诊', '海边', '手术灯', '银杏大道', '晨光'];
const AUTHORS = ['林医生', '陈同学', '周摄影', '王护士'];

const photos: Photo[] = SAMPLE_SIZES.map(([width, height], i) => ({
  id: String(i + 1),
  src: sampleScene(i, width, height),
  width,
  height,
  alt: TITLES[i % TITLES.length],
  title: TITLES[i % TITLES.length],
  author: AUTHORS[i % AUTHORS.length],
  likes: (i * 37) % 500,
}));

const Card = styled.a(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  display: 'block',
  color: '#FFFFFF',
  textDecoration: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: -3 },
  '.caption': {
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    padding: '24px 10px 8px',
    background: 'linear-gradient(transparent, rgba(0,0,0,.55))',
    fontSize: 13,
    display: 'flex',
    justifyContent: 'space-between',
    gap: 8,
    opacity: 0.95,
  },
  '.caption strong': { fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
}));

const meta = {
  title: 'Community/JustifiedGallery',
  component: JustifiedGallery<Photo>,
  tags: ['autodocs'],
  args: {
    items: photos,
    label: '作品',
    gap: 8,
    renderItem: (photo, { picture, box }) => (
      <Card href={`#/hot/detail?contentId=${photo.id}`} aria-label={`${photo.title}，${photo.author}`}>
        {picture}
        {/* Narrow tiles keep the picture clean: the caption needs about 120 px. */}
        {box.width >= 120 && (
          <span className="caption" aria-hidden="true">
            <strong>{photo.title}</strong>
            {box.width >= 160 && <span>♥ {photo.likes}</span>}
          </span>
        )}
      </Card>
    ),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof JustifiedGallery<Photo>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCards: Story = {};
export const PicturesOnly: Story = { args: { renderItem: undefined } };
export const Phone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 358 }}>{Story()}</div>],
};
export const Placeholders: Story = {
  args: {
    renderItem: undefined,
    items: SAMPLE_SIZES.slice(0, 9).map(([width, height], i) => ({
      id: String(i),
      alt: `占位 ${i + 1}`,
      title: `占位 ${i + 1}`,
      author: '',
      likes: 0,
      image: { url: '', width, height, placeholder: SAMPLE_THUMBHASH, renditions: [] },
    })),
  },
};
