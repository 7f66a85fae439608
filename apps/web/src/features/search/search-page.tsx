import styled from '@emotion/styled';
import { Fragment, useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../routing/link';
import { isApiError } from '@yiying/api-client';
import { formatDateTime, SearchType, type SearchResult } from '@yiying/models';
import { Button } from '@yiying/widgets';
import { FoldedCard } from '@yiying/community-ui';
import { useRouteParams } from '../../routing/use-navigate-by-name';
import { routePath } from '../../routing/routes';
import { useSearch } from '../../data/discovery';
import { TabList, useTabKeys } from '../../components/tab-list';

/** Result tabs in the spec's wording. */
export const SEARCH_TABS = [
  { type: SearchType.user, label: '用户' },
  { type: SearchType.content, label: '作品' },
  { type: SearchType.activity, label: '活动' },
] as const;

const Page = styled.div(({ theme }) => ({
  maxWidth: 960,
  margin: '0 auto',
  padding: `${theme.spacing.lg}px ${theme.spacing.md}px`,
  h1: { margin: `0 0 ${theme.spacing.md}px`, fontSize: theme.typography.sizes.xl },
  '.box': { display: 'flex', gap: theme.spacing.sm },
  '.box input': {
    flex: 1,
    minHeight: 40,
    padding: `0 ${theme.spacing.md}px`,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.sm,
    font: 'inherit',
    color: theme.colors.text,
    background: theme.colors.surface,
  },
  '.results': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing.sm },
  '.results li': {
    display: 'flex',
    gap: theme.spacing.md,
    alignItems: 'center',
    padding: theme.spacing.md,
    background: theme.colors.surface,
    borderRadius: theme.radius.md,
    boxShadow: theme.shadow.card,
  },
  '.results .folded': { flex: 1 },
  '.results img': { width: 64, height: 64, objectFit: 'cover', borderRadius: theme.radius.sm, flex: 'none' },
  '.results a': { color: theme.colors.text, fontWeight: 600, textDecoration: 'none' },
  '.results a:hover': { color: theme.colors.primary },
  mark: { background: 'transparent', color: theme.colors.primary, fontWeight: 700 },
  '.meta': { margin: '4px 0 0', color: theme.colors.muted, fontSize: theme.typography.sizes.sm },
  '.notice': { padding: theme.spacing.xl, textAlign: 'center', color: theme.colors.muted },
  '.pager': { display: 'flex', justifyContent: 'center', alignItems: 'center', gap: theme.spacing.md, marginTop: 16 },
}));

function resultLink(result: SearchResult): string {
  const id = encodeURIComponent(result.id);
  if (result.type === SearchType.user) return `${routePath('Homepage')}?userId=${id}`;
  if (result.type === SearchType.activity) return `${routePath('ActivityDetail')}?activityId=${id}`;
  return `${routePath('HotDetail')}?contentId=${id}`;
}

/** The title with the matched words marked (`<mark>`), as the server cut it. */
export function HighlightedTitle({ result }: { result: SearchResult }) {
  const parts = result.highlight?.length ? result.highlight : [{ text: result.title, match: false }];
  return (
    <>
      {parts.map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}

/** 搜索: results for the words in the address, in tabs 用户 / 作品 / 活动, matched words highlighted. */
export function SearchPage() {
  const params = useRouteParams('Search');
  const words = (params.search ?? '').trim();
  const tabIndex = Math.max(
    0,
    SEARCH_TABS.findIndex((t) => t.type === (params.type ?? SearchType.content)),
  );
  const type = SEARCH_TABS[tabIndex].type;
  const navigate = useNavigate();
  const [draft, setDraft] = useState(words);
  const [pageNum, setPageNum] = useState(1);
  useEffect(() => {
    setDraft(words);
    setPageNum(1);
  }, [words, type]);
  const { data, error, isLoading } = useSearch({ title: words, type, pageNum });
  const go = (nextWords: string, nextType: SearchType) =>
    void navigate(`${routePath('Search')}?search=${encodeURIComponent(nextWords)}&type=${nextType}`);
  const keys = useTabKeys(SEARCH_TABS.length, tabIndex, (index) => go(words, SEARCH_TABS[index].type));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) go(draft.trim(), type);
  };
  const pages = Math.max(1, data?.pages ?? 1);

  return (
    <Page>
      <h1>搜索</h1>
      <form className="box" role="search" aria-label="搜索" onSubmit={submit}>
        <input
          type="search"
          aria-label="搜索内容"
          placeholder="输入要搜索的文字，单个汉字也可以"
          maxLength={32}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">搜索</Button>
      </form>
      <TabList role="tablist" aria-label="搜索类型" onKeyDown={keys.onKeyDown}>
        {SEARCH_TABS.map((t, index) => (
          <button
            key={t.type}
            ref={(node) => {
              keys.refs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`search-tab-${t.type}`}
            aria-selected={index === tabIndex}
            aria-controls="search-panel"
            tabIndex={index === tabIndex ? 0 : -1}
            onClick={() => go(words, t.type)}
          >
            {t.label}
          </button>
        ))}
      </TabList>
      <section id="search-panel" role="tabpanel" aria-labelledby={`search-tab-${type}`}>
        {!words ? (
          <p className="notice">请输入搜索内容</p>
        ) : error ? (
          <p className="notice" role="alert">
            {isApiError(error) ? error.message : '搜索失败，请稍后再试'}
          </p>
        ) : isLoading || !data ? (
          <p className="notice" role="status">
            搜索中…
          </p>
        ) : data.records.length === 0 ? (
          <p className="notice" role="status">
            没有找到与「{words}」相关的{SEARCH_TABS[tabIndex].label}
          </p>
        ) : (
          <>
            <p className="meta" role="status">
              找到 {data.total} 条结果
            </p>
            <ul className="results" aria-label="搜索结果">
              {data.records.map((result) => (
                <li key={`${result.type}:${result.id}`}>
                  <FoldedCard word={result.folded ? result.foldedWord : undefined} className="folded">
                    {result.cover && <img src={result.cover} alt="" loading="lazy" width={64} height={64} />}
                    <div>
                      <Link to={resultLink(result)}>
                        <HighlightedTitle result={result} />
                      </Link>
                      {(result.summary || result.createTime) && (
                        <p className="meta">
                          {result.summary}
                          {result.summary && result.createTime ? ' · ' : ''}
                          {result.createTime ? formatDateTime(result.createTime) : ''}
                        </p>
                      )}
                    </div>
                  </FoldedCard>
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav className="pager" aria-label="分页">
                <Button variant="outlined" disabled={pageNum <= 1} onClick={() => setPageNum(pageNum - 1)}>
                  上一页
                </Button>
                <span>
                  第 {pageNum} / {pages} 页
                </span>
                <Button variant="outlined" disabled={pageNum >= pages} onClick={() => setPageNum(pageNum + 1)}>
                  下一页
                </Button>
              </nav>
            )}
          </>
        )}
      </section>
    </Page>
  );
}

export default SearchPage;
