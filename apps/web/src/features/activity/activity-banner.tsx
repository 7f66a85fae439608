import { useMemo } from 'react';
import { CAROUSEL_INTERVAL, imageSrcSet, type BannerType } from '@yiying/models';
import { HeroCarousel } from '@yiying/widgets';
import { useBannerList } from '../../data';

const HEIGHTS = { xs: 200, sm: 300, md: 360 } as const;

/** The major banners of the activity or exhibition list; nothing while none are there or they fail. */
export function ActivityBanner({ type }: { type: BannerType }) {
  const params = useMemo(() => ({ type }), [type]);
  const { data, error } = useBannerList(params);
  const slides = useMemo(
    () =>
      data?.records.map((banner) => ({
        id: banner.bannerId,
        image: banner.cover,
        ...(banner.coverImage ? { srcSet: imageSrcSet(banner.coverImage) } : {}),
        title: banner.title,
        alt: banner.title,
        ...(banner.summary ? { subtitle: banner.summary } : {}),
        ...(banner.link ? { link: banner.link } : {}),
      })),
    [data],
  );
  if (error || !slides || slides.length === 0) return null;
  return <HeroCarousel items={slides} interval={CAROUSEL_INTERVAL} height={HEIGHTS} />;
}
