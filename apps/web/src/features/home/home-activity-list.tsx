import styled from '@emotion/styled';
import { Link } from '../../routing/link';
import { imageSrcSet, type ActivityRecord, type Banner, type ImageSource } from '@yiying/models';
import { STRIP_HEIGHT } from './home-page.styles';

const Strip = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: `0 0 ${theme.spacing.sm}px`,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(240px, 1fr)',
  gap: theme.spacing.md,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  // The strip's height is fixed so the works below do not move when it fills.
  minHeight: STRIP_HEIGHT,
  li: { scrollSnapAlign: 'start' },
  a: {
    position: 'relative',
    display: 'block',
    height: STRIP_HEIGHT,
    borderRadius: theme.radius.md,
    overflow: 'hidden',
    background: theme.colors.secondary,
    color: '#FFFFFF',
    textDecoration: 'none',
    '&:focus-visible': { outline: `3px solid ${theme.colors.accent}`, outlineOffset: 2 },
  },
  img: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
  '.caption': {
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    display: 'flex',
    flexDirection: 'column',
    padding: `${theme.spacing.lg}px ${theme.spacing.md}px ${theme.spacing.sm}px`,
    background: 'linear-gradient(transparent, rgba(0, 0, 0, .7))',
    strong: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    small: { fontSize: theme.typography.sizes.xs },
  },
}));

interface StripItem {
  key: string;
  title: string;
  note?: string;
  cover: string;
  /** The cover's renditions, when it is a stored picture. */
  image?: ImageSource;
  link: string;
}

/** The strip's room: the section's width (at most 1200 px) less its 16 px sides; tiles at least 240 px, 16 px apart. */
const TILE_MIN = 240;
const GAP = 16;
const SIDES = 32;

/**
 * `sizes` of a picture of a strip of `count` tiles: the tile's width, or wider when the picture covers the tile's
 * height at its own ratio (a wide banner is drawn wider than its tile and cut at the sides).
 */
function stripSizes(image: Pick<ImageSource, 'width' | 'height'>, count: number): string {
  const byHeight = image.height > 0 ? Math.round((STRIP_HEIGHT * image.width) / image.height) : 0;
  const tile = `(min(100vw, 1200px) - ${SIDES + GAP * (count - 1)}px) / ${count}`;
  return `max(${Math.max(byHeight, TILE_MIN)}px, ${tile})`;
}

function bannerItem(banner: Banner): StripItem {
  return {
    key: `b${banner.bannerId}`,
    title: banner.title,
    cover: banner.cover,
    ...(banner.coverImage?.renditions.length ? { image: banner.coverImage } : {}),
    link: banner.link || '/activity',
    ...(banner.summary ? { note: banner.summary } : {}),
  };
}

function activityItem(activity: ActivityRecord): StripItem {
  return {
    key: `a${activity.activityId}`,
    title: activity.title,
    cover: activity.cover,
    ...(activity.coverImage?.renditions.length ? { image: activity.coverImage } : {}),
    link: `/activity/detail?activityId=${encodeURIComponent(activity.activityId)}`,
    ...(activity.hint ? { note: activity.hint } : {}),
  };
}

function StripLink({ item, count }: { item: StripItem; count: number }) {
  const body = (
    <>
      {/* Under the home's banner, its largest paint: the strip's pictures do not compete with it for the first bytes. */}
      <img
        src={item.cover}
        {...(item.image ? { srcSet: imageSrcSet(item.image), sizes: stripSizes(item.image, count) } : {})}
        alt=""
        loading="lazy"
        fetchPriority="low"
        width={480}
        height={STRIP_HEIGHT}
      />
      <span className="caption">
        <strong>{item.title}</strong>
        {item.note && <small>{item.note}</small>}
      </span>
    </>
  );
  // Site paths stay in the app; anything else is another site.
  return item.link.startsWith('/') ? (
    <Link to={item.link}>{body}</Link>
  ) : (
    <a href={item.link} rel="noopener noreferrer">
      {body}
    </a>
  );
}

export interface HomeActivityListProps {
  banners: readonly Banner[];
  activities: readonly ActivityRecord[];
}

/** The strip itself: the home-activity banners, then the open activities, each a picture link. */
export default function HomeActivityList({ banners, activities }: HomeActivityListProps) {
  const items = [...banners.map(bannerItem), ...activities.map(activityItem)];
  return (
    <Strip>
      {items.map((item) => (
        <li key={item.key}>
          <StripLink item={item} count={items.length} />
        </li>
      ))}
    </Strip>
  );
}
