import styled from '@emotion/styled';
import { useState } from 'react';
import { CONTENT_TYPE_LABELS, ContentType, HOT_NUM_DEFAULT, imageSrcSet } from '@yiying/models';
import { HeroBanner } from '@yiying/widgets';
import { TabList, useTabKeys } from '../../components/tab-list';
import { useBannerList } from '../../data';
import { toContentPage, useInfiniteList } from '../../data/discovery';
import { HOT_BANNERS } from '../../data/first-screen';
import { ContentGallery } from '../gallery-actions/content-gallery';

/** The tabs of Hot: every post, then one per published content type. */
export const HOT_TABS = [
  { type: null, label: '全部' },
  ...[ContentType.image, ContentType.video, ContentType.article, ContentType.pound].map((type) => ({
    type,
    label: CONTENT_TYPE_LABELS[type],
  })),
] as const;

const Page = styled.div(({ theme }) => ({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${theme.spacing.lg}px ${theme.spacing.md}px`,
  h1: { margin: `0 0 ${theme.spacing.md}px`, fontSize: theme.typography.sizes.xl },
}));

const BANNER_HEIGHTS = { xs: 200, sm: 260, md: 320 } as const;

/** The banner's box while its answer is on its way, so the list below does not move when it arrives. */
const BannerSlot = styled.div(({ theme }) => ({
  background: theme.colors.secondary,
  height: BANNER_HEIGHTS.xs,
  [theme.mq.up.sm]: { height: BANNER_HEIGHTS.sm },
  [theme.mq.up.md]: { height: BANNER_HEIGHTS.md },
}));

/** The hot-major banner: decoration, so it disappears on failure or when there is none. */
function HotBanner() {
  const { data, isLoading } = useBannerList(HOT_BANNERS);
  const banner = data?.records[0];
  if (isLoading) return <BannerSlot aria-hidden="true" />;
  if (!banner) return null;
  return (
    <HeroBanner
      image={banner.cover}
      srcSet={banner.coverImage ? imageSrcSet(banner.coverImage) : undefined}
      alt={banner.title}
      // The banner's title is not the page's heading (热门 is): it shows as the banner's line of text.
      subtitle={banner.summary ? `${banner.title} · ${banner.summary}` : banner.title}
      height={BANNER_HEIGHTS}
      overlay
    />
  );
}

/** 热门: posts by hot rank, a tab per content type, loading more as the page scrolls. */
export function HotPage() {
  const [tab, setTab] = useState(0);
  const type = HOT_TABS[tab].type;
  const list = useInfiniteList(`hot:${type ?? 'all'}`, HOT_NUM_DEFAULT, async (client, { pageNum, cursor }) =>
    toContentPage(
      await client.content.hotList({
        pageNum,
        hotNum: HOT_NUM_DEFAULT,
        ...(cursor ? { cursor } : {}),
        ...(type ? { type } : {}),
      }),
    ),
  );
  const keys = useTabKeys(HOT_TABS.length, tab, setTab);
  return (
    <>
      <HotBanner />
      <Page>
        <h1>热门</h1>
        <TabList role="tablist" aria-label="内容类型" onKeyDown={keys.onKeyDown}>
          {HOT_TABS.map((t, index) => (
            <button
              key={t.label}
              ref={(node) => {
                keys.refs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`hot-tab-${index}`}
              aria-selected={index === tab}
              aria-controls="hot-panel"
              tabIndex={index === tab ? 0 : -1}
              onClick={() => setTab(index)}
            >
              {t.label}
            </button>
          ))}
        </TabList>
        <section id="hot-panel" role="tabpanel" aria-labelledby={`hot-tab-${tab}`}>
          <ContentGallery list={list} emptyText="暂无热门作品" />
        </section>
      </Page>
    </>
  );
}

export default HotPage;
