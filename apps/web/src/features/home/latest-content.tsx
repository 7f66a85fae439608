import { useMemo } from 'react';
import { isApiError } from '@yiying/api-client';
import { GalleryGrid } from '@yiying/community-ui';
import { contentToGalleryItem, PAGE_SIZE, UNKNOWN_ERROR } from '@yiying/models';
import { useNavigateByName } from '../../app/navigation/use-navigate-by-name';
import { renderGalleryTitle } from '../../components/gallery-title';
import { useContentList, useShowSensitive } from '../../data';
import { useGalleryActions } from '../gallery-actions/use-gallery-actions';
import { Notice, SkeletonGrid } from './home-page.styles';

const FIRST_PAGE = { pageNum: 1, pageSize: PAGE_SIZE.content } as const;

function errorText(error: unknown): string {
  return isApiError(error) ? error.message : UNKNOWN_ERROR;
}

/** First page of the latest works, with a retry on failure and a skeleton while loading. */
export function LatestContent() {
  const { data, error, isLoading, mutate } = useContentList(FIRST_PAGE);
  const items = useMemo(() => data?.records.map((content) => contentToGalleryItem(content)), [data]);
  const navigateByName = useNavigateByName();
  const [showSensitive] = useShowSensitive();
  const actions = useGalleryActions();

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
  if (isLoading || !items) {
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
    <>
      <GalleryGrid
        items={actions.apply(items)}
        columns={3}
        eagerCount={3}
        emptyText="暂无内容"
        renderTitle={renderGalleryTitle}
        showSensitive={showSensitive}
        onItemClick={(item) => navigateByName('HotDetail', { contentId: item.id })}
        {...actions.handlers}
      />
      {actions.host}
    </>
  );
}
