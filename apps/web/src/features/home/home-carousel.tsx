import { lazy, Suspense, useEffect, useMemo } from 'react';
import { CAROUSEL_INTERVAL, imageSrcSet, type Banner } from '@yiying/models';
import type { HeroCarouselItem } from '@yiying/widgets';
import { HOME_BANNERS, useBannerList } from '../../data';
import { CAROUSEL_HEIGHTS, CarouselSlot } from './home-page.styles';

/*
 * The carousel shows nothing before its banners arrive (the slot keeps its height meanwhile), so its code is not in
 * the home's first script: it downloads alongside the banner list.
 */
const loadCarousel = () => import('./hero-carousel');
const HeroCarousel = lazy(loadCarousel);

/** A banner as a carousel slide. */
export function bannerToSlide(banner: Banner): HeroCarouselItem {
  return {
    id: banner.bannerId,
    image: banner.cover,
    ...(banner.coverImage ? { srcSet: imageSrcSet(banner.coverImage) } : {}),
    title: banner.title,
    ...(banner.summary ? { subtitle: banner.summary } : {}),
    ...(banner.link ? { link: banner.link } : {}),
    alt: banner.title,
  };
}

/** The `home-major` banners as the hero carousel. */
export function HomeCarousel() {
  const { data, error } = useBannerList(HOME_BANNERS);
  const slides = useMemo(() => data?.records.map((banner) => bannerToSlide(banner)), [data]);
  useEffect(() => {
    void loadCarousel();
  }, []);
  // Banners are decoration: on failure or when there are none the page simply starts with its content.
  if (error || (slides && slides.length === 0)) return null;
  return (
    <CarouselSlot>
      {slides && (
        <Suspense fallback={null}>
          <HeroCarousel items={slides} interval={CAROUSEL_INTERVAL} height={CAROUSEL_HEIGHTS} />
        </Suspense>
      )}
    </CarouselSlot>
  );
}
