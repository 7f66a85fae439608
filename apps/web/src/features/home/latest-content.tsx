import { Suspense, useEffect, useMemo } from 'react';
import { isApiError } from '@yiying/api-client';
import { contentToGalleryItem, UNKNOWN_ERROR } from '@yiying/models';
import { deferredPart, SeenRegion } from '../../boot/deferred-part';
import { HOME_FIRST_PAGE, useContentList, useShowSensitive } from '../../data';
import { Notice, SkeletonGrid } from './home-page.styles';

/*
 * The works sit below the carousel and the activity strip: the gallery's code (grid, pictures, tile actions) is not
 * part of the home's first script. In a page the browser builds, it starts downloading alongside the list's request,
 * and the skeleton stays until both are in; on the server's first screen, the works stay as the server wrote them
 * until they come into view (or are reached), then the code loads and they answer.
 */
const gallery = deferredPart(() => import('./latest-gallery'));
const LatestGallery = gallery.Part;

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
  useEffect(() => gallery.prefetch(), []);
  // The same element while the list stays the same: a render of this list before the gallery's code is here leaves
  // the server's markup of the works in place (a boundary given new props would be rendered anew, as a skeleton).
  const works = useMemo(
    () =>
      items && (
        <Suspense fallback={<Loading />}>
          <LatestGallery items={items} showSensitive={showSensitive} />
        </Suspense>
      ),
    [items, showSensitive],
  );

  let content;
  if (error && !items) {
    content = (
      <Notice role="alert">
        <span>{errorText(error)}</span>
        <button type="button" onClick={() => void mutate()}>
          重试
        </button>
      </Notice>
    );
  } else if (isLoading || !works) {
    content = <Loading />;
  } else {
    content = works;
  }
  return <SeenRegion part={gallery}>{content}</SeenRegion>;
}
