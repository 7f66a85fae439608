import styled from '@emotion/styled';
import { Link } from '../../routing/link';
import { ResponsiveImage } from '@yiying/community-ui';
import type { ActivityRecord, Banner, ImageSource } from '@yiying/models';
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
  /** The cover's renditions when it is a stored picture. */
  image?: ImageSource | null;
  link: string;
}

/**
 * How wide a picture of the strip is drawn: the strip's columns are at least 240 px and share the page's width, so a
 * picture is at most the width of the screen on a phone and, on wider screens, a share of the page's 1200 px.
 */
const STRIP_SIZES = '(min-width: 1200px) 400px, (min-width: 600px) 50vw, calc(100vw - 32px)';

function bannerItem(banner: Banner): StripItem {
  return {
    key: `b${banner.bannerId}`,
    title: banner.title,
    cover: banner.cover,
    image: banner.coverImage,
    link: banner.link || '/activity',
    ...(banner.summary ? { note: banner.summary } : {}),
  };
}

function activityItem(activity: ActivityRecord): StripItem {
  return {
    key: `a${activity.activityId}`,
    title: activity.title,
    cover: activity.cover,
    image: activity.coverImage,
    link: `/activity/detail?activityId=${encodeURIComponent(activity.activityId)}`,
    ...(activity.hint ? { note: activity.hint } : {}),
  };
}

function StripLink({ item }: { item: StripItem }) {
  const body = (
    <>
      <ResponsiveImage
        image={item.image}
        src={item.cover}
        alt=""
        sizes={STRIP_SIZES}
        width={480}
        height={STRIP_HEIGHT}
        fill
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
  return (
    <Strip>
      {[...banners.map(bannerItem), ...activities.map(activityItem)].map((item) => (
        <li key={item.key}>
          <StripLink item={item} />
        </li>
      ))}
    </Strip>
  );
}
