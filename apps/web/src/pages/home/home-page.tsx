import styled from '@emotion/styled';
import { isApiError } from '@yiying/api-client';
import { GalleryGrid } from '@yiying/community-ui';
import { CAROUSEL_INTERVAL, UNKNOWN_ERROR } from '@yiying/models';
import { HeroCarousel } from '@yiying/widgets';
import { useNavigateByName } from '../../app/navigation/use-navigate-by-name';
import { renderGalleryTitle } from '../../components/gallery-title';
import { useHomeBanners, useLatestContent } from './use-home-data';

const CAROUSEL_HEIGHTS = { xs: 200, sm: 300, md: 360 } as const;

const CarouselSlot = styled.div(({ theme }) => ({
  // Reserve the carousel's height while banners load so the page does not jump.
  minHeight: CAROUSEL_HEIGHTS.xs,
  background: theme.colors.secondary,
  [theme.mq.up.sm]: { minHeight: CAROUSEL_HEIGHTS.sm },
  [theme.mq.up.md]: { minHeight: CAROUSEL_HEIGHTS.md },
}));

const Section = styled.section(({ theme }) => ({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${theme.spacing.section / 2}px ${theme.spacing.md}px`,
  h2: {
    margin: `0 0 ${theme.spacing.lg}px`,
    fontSize: theme.typography.sizes.xl,
  },
}));

const Notice = styled.div(({ theme }) => ({
  padding: theme.spacing.xl,
  textAlign: 'center',
  color: theme.colors.muted,
  button: {
    marginLeft: theme.spacing.md,
    padding: `${theme.spacing.xs}px ${theme.spacing.lg}px`,
    border: `1px solid ${theme.colors.primary}`,
    borderRadius: theme.radius.round,
    background: theme.colors.surface,
    color: theme.colors.primary,
    cursor: 'pointer',
    font: 'inherit',
  },
}));

const SkeletonGrid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  li: {
    aspectRatio: '1.3',
    borderRadius: theme.radius.md,
    background: theme.colors.border,
    opacity: 0.5,
  },
}));

function errorText(error: unknown): string {
  return isApiError(error) ? error.message : UNKNOWN_ERROR;
}

function LatestContent() {
  const { data, error, isLoading, mutate } = useLatestContent();
  const navigateByName = useNavigateByName();

  if (error && !data) {
    return (
      <Notice role="alert">
        <span>{errorText(error)}</span>
        <button type="button" onClick={() => void mutate()}>
          重试
        </button>
      </Notice>
    );
  }
  if (isLoading || !data) {
    return (
      <div aria-busy="true">
        <Notice role="status">加载中…</Notice>
        <SkeletonGrid aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} />
          ))}
        </SkeletonGrid>
      </div>
    );
  }
  return (
    <GalleryGrid
      items={data}
      columns={3}
      eagerCount={3}
      emptyText="暂无内容"
      renderTitle={renderGalleryTitle}
      onItemClick={(item) => navigateByName({ name: 'HotDetail', params: { contentId: item.id } })}
    />
  );
}

function HomeCarousel() {
  const { data, error } = useHomeBanners();
  // Banners are decoration: on failure or when there are none the page simply starts with its content.
  if (error || (data && data.length === 0)) return null;
  return (
    <CarouselSlot>
      {data && <HeroCarousel items={data} interval={CAROUSEL_INTERVAL} height={CAROUSEL_HEIGHTS} />}
    </CarouselSlot>
  );
}

/** Home: hero carousel of the main banners, then the latest works. */
export function HomePage() {
  return (
    <>
      <h1 className="visually-hidden">医影首页</h1>
      <HomeCarousel />
      <Section aria-labelledby="home-latest">
        <h2 id="home-latest">最新作品</h2>
        <LatestContent />
      </Section>
    </>
  );
}

export default HomePage;
