import styled from '@emotion/styled';
import { useRef, useState } from 'react';
import { ResponsiveImage, SensitiveCover } from '@yiying/community-ui';
import { toImageSource, type MediaRecord } from '@yiying/models';

/** Wide screens: the post's pictures beside its text and comments. */
export const WIDE = '@media (min-width: 1024px)';
/** How wide the picture column is drawn on a wide screen (the page's width less the side column). */
const STAGE_SIZES = '(min-width: 1024px) 800px, 100vw';

const Stage = styled.section(({ theme }) => ({
  position: 'relative',
  // Phones: a swipeable set, one picture a screen, each at its own ratio inside the frame of the first.
  '.slides': {
    display: 'flex',
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    scrollbarWidth: 'none',
    margin: `0 -${theme.spacing.md}px`,
    background: theme.colors.fill,
    '&::-webkit-scrollbar': { display: 'none' },
  },
  figure: {
    position: 'relative',
    flex: '0 0 100%',
    margin: 0,
    scrollSnapAlign: 'center',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    aspectRatio: 'var(--frame)',
    // The sensitive-content wrapper fills the frame, so a picture fits inside it whatever its own shape.
    '& > div': { position: 'absolute', inset: 0 },
  },
  '.zoom': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    height: '100%',
    padding: 0,
    border: 'none',
    background: 'transparent',
    cursor: 'zoom-in',
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: -2 },
  },
  '.zoom img': { maxWidth: '100%', maxHeight: '100%', width: 'auto', height: 'auto', objectFit: 'contain' },
  '.count': {
    position: 'absolute',
    top: theme.spacing.sm,
    right: theme.spacing.sm,
    padding: '2px 10px',
    borderRadius: theme.radius.round,
    background: 'rgba(0, 0, 0, 0.55)',
    color: '#fff',
    fontSize: theme.typography.sizes.xs,
    fontVariantNumeric: 'tabular-nums',
    pointerEvents: 'none',
  },
  '.dots': {
    display: 'flex',
    justifyContent: 'center',
    gap: 6,
    margin: `${theme.spacing.sm}px 0 0`,
    padding: 0,
    listStyle: 'none',
    li: { width: 6, height: 6, borderRadius: '50%', background: theme.colors.border },
    'li[aria-current="true"]': { background: theme.colors.primary },
  },
  // Wide screens: a strip, every picture large at its own ratio, one under the other.
  [WIDE]: {
    '.slides': {
      flexDirection: 'column',
      gap: theme.spacing.md,
      overflow: 'visible',
      margin: 0,
      background: 'transparent',
    },
    figure: {
      flex: 'none',
      aspectRatio: 'auto',
      background: theme.colors.fill,
      borderRadius: theme.radius.md,
      overflow: 'hidden',
      '& > div': { position: 'relative', inset: 'auto' },
    },
    '.zoom img': { maxHeight: 'calc(100vh - 140px)' },
    '.count, .dots': { display: 'none' },
  },
}));

/** The frame of the phone's set: the first picture's ratio, kept between 3:4 and 4:3 as phone apps do. */
function frameOf(pictures: readonly MediaRecord[]): string {
  const first = pictures[0];
  const ratio = first?.width && first.height ? first.width / first.height : 1;
  return String(Math.min(4 / 3, Math.max(3 / 4, ratio)));
}

export interface PictureSetProps {
  pictures: readonly MediaRecord[];
  /** Sensitive and not yet shown: each picture waits behind 点击查看. */
  sensitive: boolean;
  /** Opens the viewer at a picture. */
  onOpen(index: number): void;
}

/**
 * The pictures of a post, large at their own ratio: a strip on wide screens, a set swiped one picture at a time (with
 * 1/4 and dots) on phones. Each opens the ←/→ and zoom viewer in one click.
 */
export function PictureSet({ pictures, sensitive, onOpen }: PictureSetProps) {
  const slides = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  if (pictures.length === 0) return null;
  const several = pictures.length > 1;
  return (
    <Stage aria-label="图片" style={{ ['--frame' as string]: frameOf(pictures) }}>
      <div
        className="slides"
        ref={slides}
        onScroll={() => {
          const box = slides.current;
          if (box && box.clientWidth > 0) setCurrent(Math.round(box.scrollLeft / box.clientWidth));
        }}
      >
        {pictures.map((media, index) => {
          const image = toImageSource(media);
          if (!image) return null;
          const hidden = sensitive && !revealed.has(media.mediaId);
          return (
            <figure key={media.mediaId}>
              <SensitiveCover
                hidden={hidden}
                onReveal={() => setRevealed((now) => new Set(now).add(media.mediaId))}
                label={media.name}
              >
                <button
                  type="button"
                  className="zoom"
                  aria-label={`查看大图：${media.name}`}
                  disabled={hidden}
                  onClick={() => onOpen(index)}
                >
                  <ResponsiveImage
                    image={image}
                    alt={media.name}
                    sizes={STAGE_SIZES}
                    // The set scrolls sideways on phones, where a lazy picture off to the side would never load.
                    loading={index === 0 || several ? 'eager' : 'lazy'}
                    highPriority={index === 0 && !hidden}
                    blurred={hidden}
                  />
                </button>
              </SensitiveCover>
            </figure>
          );
        })}
      </div>
      {several && (
        <>
          <span className="count" aria-hidden="true">
            {Math.min(current, pictures.length - 1) + 1}/{pictures.length}
          </span>
          <ol className="dots" aria-hidden="true">
            {pictures.map((media, index) => (
              <li key={media.mediaId} aria-current={index === current} />
            ))}
          </ol>
        </>
      )}
    </Stage>
  );
}
