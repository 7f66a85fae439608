import useSWR from 'swr';
import { BannerType, contentToGalleryItem, PAGE_SIZE, toContent, type GalleryItem } from '@yiying/models';
import type { HeroCarouselItem } from '@yiying/widgets';
import { useApiClient } from '../../app/api/api-client-context';

/** The `home-major` banners as carousel slides. */
export function useHomeBanners() {
  const client = useApiClient();
  return useSWR(['banner.list', BannerType.homeMajor], async (): Promise<HeroCarouselItem[]> => {
    const list = await client.banner.list({ type: BannerType.homeMajor });
    return list.records.map((banner) => ({
      id: banner.bannerId,
      image: banner.cover,
      title: banner.title,
      ...(banner.summary ? { subtitle: banner.summary } : {}),
      ...(banner.link ? { link: banner.link } : {}),
      alt: banner.title,
    }));
  });
}

/** First page of the latest content as gallery tiles. */
export function useLatestContent() {
  const client = useApiClient();
  return useSWR(['content.list', 1, PAGE_SIZE.content], async (): Promise<GalleryItem[]> => {
    const list = await client.content.list({ pageNum: 1, pageSize: PAGE_SIZE.content });
    return list.records.map((record) => contentToGalleryItem(toContent(record)));
  });
}
