import styled from '@emotion/styled';
import { useMemo, useState, type FormEvent } from 'react';
import { isApiError, type ContentListParams } from '@yiying/api-client';
import { GalleryGrid } from '@yiying/community-ui';
import { CONTENT_TYPE_LABELS, ContentType, contentToGalleryItem, PAGE_SIZE } from '@yiying/models';
import { Button, Select, TextField } from '@yiying/widgets';
import { useRouteParams } from '../../routing/use-navigate-by-name';
import { useForwardLinks } from '../gallery-actions/forward-source';
import { renderGalleryTitle } from '../../components/gallery-title';
import { useContentList, useShowSensitive } from '../../data';
import { rememberSequence } from '../gallery-actions/browse-sequence';
import { POST_GALLERY_LINKS } from '../gallery-actions/gallery-links';
import { useGalleryActions } from '../gallery-actions/use-gallery-actions';

/** Orders the list offers, by the contract's sort columns. */
export const HOT_LIST_SORTS = [
  { value: 'create_time', label: '最新发布' },
  { value: 'likes_num', label: '最多点赞' },
  { value: 'comment_num', label: '最多评论' },
  { value: 'hit_num', label: '最多浏览' },
] as const;

const TYPES = [ContentType.image, ContentType.video, ContentType.article, ContentType.pound] as const;

const Page = styled.div(({ theme }) => ({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${theme.spacing.lg}px ${theme.spacing.md}px`,
  h1: { margin: `0 0 ${theme.spacing.md}px`, fontSize: theme.typography.sizes.xl },
  '.filters': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: theme.spacing.md,
    marginBottom: theme.spacing.lg,
    '& > div': { width: 180, flex: 'none' },
    [theme.mq.down.sm]: { '& > div': { width: 'calc(50% - 8px)' } },
  },
  '.pager': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing.md,
    marginTop: theme.spacing.lg,
  },
  '.notice': { padding: theme.spacing.xl, textAlign: 'center', color: theme.colors.muted },
}));

/** 热门列表: every post with filters (type, order, title words, topic) and numbered pages. */
export function HotListPage() {
  const { talkTopic } = useRouteParams('HotList');
  const [type, setType] = useState<string>('');
  const [sort, setSort] = useState<string>('create_time');
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const params = useMemo<ContentListParams>(
    () => ({
      pageNum,
      pageSize: PAGE_SIZE.content,
      sort: sort as ContentListParams['sort'],
      order: 'desc',
      ...(type ? { type: type as ContentType } : {}),
      ...(search ? { search, searchType: 'title' as const } : {}),
      ...(talkTopic ? { talkTopic } : {}),
    }),
    [pageNum, sort, type, search, talkTopic],
  );
  const { data, error, isLoading, mutate } = useContentList(params);
  const [showSensitive] = useShowSensitive();
  const forwardLinks = useForwardLinks();
  const actions = useGalleryActions();
  const items = useMemo(() => data?.records.map((c) => contentToGalleryItem(c)) ?? [], [data]);
  const shown = actions.apply(items);
  const pages = Math.max(1, data?.pages ?? 1);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPageNum(1);
  };

  return (
    <Page>
      <h1>热门列表{talkTopic ? ` · #${talkTopic}#` : ''}</h1>
      <form className="filters" role="search" aria-label="筛选作品" onSubmit={submit}>
        <Select
          label="类型"
          value={type}
          options={[{ value: '', label: '全部' }, ...TYPES.map((t) => ({ value: t, label: CONTENT_TYPE_LABELS[t] }))]}
          onChange={(value) => {
            setType(value);
            setPageNum(1);
          }}
        />
        <Select
          label="排序"
          value={sort}
          options={HOT_LIST_SORTS.map((s) => ({ value: s.value, label: s.label }))}
          onChange={(value) => {
            setSort(value);
            setPageNum(1);
          }}
        />
        <TextField label="标题" type="search" value={draft} maxLength={32} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit">筛选</Button>
      </form>
      {error && !data ? (
        <div className="notice" role="alert">
          {isApiError(error) ? error.message : '加载失败'}{' '}
          <Button variant="text" onClick={() => void mutate()}>
            重试
          </Button>
        </div>
      ) : isLoading || !data ? (
        <div className="notice" role="status">
          加载中…
        </div>
      ) : (
        <>
          <GalleryGrid
            items={shown}
            layout="justified"
            columns={3}
            eagerCount={3}
            emptyText="没有符合条件的作品"
            renderTitle={renderGalleryTitle}
            showSensitive={showSensitive}
            {...POST_GALLERY_LINKS}
            forwardLinks={forwardLinks}
            onItemClick={(item) => rememberSequence(shown, item.id)}
            {...actions.handlers}
          />
          {data.total > 0 && (
            <nav className="pager" aria-label="分页">
              <Button variant="outlined" disabled={pageNum <= 1} onClick={() => setPageNum(pageNum - 1)}>
                上一页
              </Button>
              <span aria-current="page">
                第 {pageNum} / {pages} 页（共 {data.total} 条）
              </span>
              <Button variant="outlined" disabled={pageNum >= pages} onClick={() => setPageNum(pageNum + 1)}>
                下一页
              </Button>
            </nav>
          )}
        </>
      )}
      {actions.host}
    </Page>
  );
}

export default HotListPage;
