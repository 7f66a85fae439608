import { lazy, Suspense, useEffect, useMemo } from 'react';
import { isApiError } from '@yiying/api-client';
import { contentToGalleryItem, UNKNOWN_ERROR } from '@yiying/models';
import { HOME_FIRST_PAGE, useContentList, useShowSensitive } from '../../data';
import { Notice, SkeletonGrid } from './home-page.styles';

/*
 * The works sit below the carousel and the activity strip, and have nothing to show before their first page arrives:
 * the gallery's code (grid, pictures, tile actions) is not part of the home's first script. It starts downloading
 * once the list is on screen, alongside the list's request, and the skeleton stays until both are in.
 */
const loadGallery = () => import('./latest-gallery');
const LatestGallery = lazy(loadGallery);

function errorText(error: unknown): string {
  return isApiError(error) ? error.message : UNKNOWN_ERROR;
}

function Loading() {
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

/** First page of the latest works, with a retry on failure and a skeleton while loading. */
export function LatestContent() {
  const { data, error, isLoading, mutate } = useContentList(HOME_FIRST_PAGE);
  const items = useMemo(() => data?.records.map((content) => contentToGalleryItem(content)), [data]);
  const [showSensitive] = useShowSensitive();
  useEffect(() => {
    void loadGallery();
  }, []);

  if (error && !items) {
    return (
      <Notice role="alert">
        <span>{errorText(error)}</span>
        <button type="button" onClick={() => void mutate()}>
          重试
        </button>
      </Notice>
    );
  }
  if (isLoading || !items) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <LatestGallery items={items} showSensitive={showSensitive} />
    </Suspense>
  );
}
