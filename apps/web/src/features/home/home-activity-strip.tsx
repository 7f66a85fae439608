import styled from '@emotion/styled';
import { Link } from '../../routing/link';
import type { ActivityRecord, Banner } from '@yiying/models';
import { HOME_ACTIVITY_BANNERS, OPEN_ACTIVITIES, OPEN_ACTIVITIES_KEY, useApiQuery, useBannerList } from '../../data';
import { Section } from './home-page.styles';

const STRIP_HEIGHT = 160;

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
  link: string;
}

function bannerItem(banner: Banner): StripItem {
  return {
    key: `b${banner.bannerId}`,
    title: banner.title,
    cover: banner.cover,
    link: banner.link || '/activity',
    ...(banner.summary ? { note: banner.summary } : {}),
  };
}

function activityItem(activity: ActivityRecord): StripItem {
  return {
    key: `a${activity.activityId}`,
    title: activity.title,
    cover: activity.cover,
    link: `/activity/detail?activityId=${encodeURIComponent(activity.activityId)}`,
    ...(activity.hint ? { note: activity.hint } : {}),
  };
}

function StripLink({ item }: { item: StripItem }) {
  const body = (
    <>
      <img src={item.cover} alt="" loading="lazy" width={480} height={STRIP_HEIGHT} />
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

/**
 * The home-activity banners, then the activities open for entries now, as one strip of links; nothing when there
 * are none.
 */
export function HomeActivityStrip() {
  const banners = useBannerList(HOME_ACTIVITY_BANNERS);
  const open = useApiQuery(OPEN_ACTIVITIES_KEY, (client) => client.activityEnroll.uploadList(OPEN_ACTIVITIES));
  const settled = (banners.data || banners.error) && (open.data || open.error);
  const items = [...(banners.data?.records.map(bannerItem) ?? []), ...(open.data?.records.map(activityItem) ?? [])];
  if (settled && items.length === 0) return null;
  return (
    <Section aria-labelledby="home-activities" aria-busy={!settled}>
      <h2 id="home-activities">
        <Link to="/activity">正在征稿的活动</Link>
      </h2>
      <Strip>
        {items.map((item) => (
          <li key={item.key}>
            <StripLink item={item} />
          </li>
        ))}
      </Strip>
    </Section>
  );
}
