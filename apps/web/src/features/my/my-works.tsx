import { useState } from 'react';
import { isApiError } from '@yiying/api-client';
import { ResponsiveImage } from '@yiying/community-ui';
import { Link } from '../../routing/link';
import { CONTENT_TYPE_LABELS, formatDateTime, RecordState, type Content } from '@yiying/models';
import { Button, ConfirmDialog } from '@yiying/widgets';
import { useNavigateByName } from '../../routing/use-navigate-by-name';
import { routePath } from '../../routing/routes';
import { editorRouteOf } from '../publish/editor-route';
import { FormMessage } from '../../components/form';
import { useContentBehaviours, usePersonalInteractions } from '../../data/discovery';
import { useContentMutations, usePersonalContent } from '../../data/publish';
import { WorkPager, WorkRows, WorkTabs } from './my-works.styles';

const TABS = [
  { key: RecordState.publish, label: '已发布' },
  { key: RecordState.create, label: '草稿' },
  { key: RecordState.down, label: '已隐藏' },
  { key: 'collection', label: '收藏' },
  { key: 'likes', label: '赞过' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

export { editorRouteOf } from '../publish/editor-route';

function WorkList({ state }: { state: RecordState }) {
  const { data, error, isLoading, mutate } = usePersonalContent({ state, pageNum: 1, pageSize: 20 });
  const { remove } = useContentMutations();
  const navigateByName = useNavigateByName();
  const [deleting, setDeleting] = useState<Content | null>(null);
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});

  if (error && !data)
    return (
      <div role="alert">
        {isApiError(error) ? error.message : '加载失败'}{' '}
        <Button variant="secondary" size="sm" onClick={() => void mutate()}>
          重试
        </Button>
      </div>
    );
  if (isLoading || !data) return <p role="status">加载中…</p>;
  const edit = (content: Content) => {
    const route = editorRouteOf(content.type);
    if (route === 'Pound') navigateByName('Pound', { contentId: content.contentId });
    else navigateByName(route, { contentId: content.contentId });
  };
  return (
    <>
      <FormMessage error={message.error} success={message.success} />
      {data.records.length === 0 ? (
        <p className="empty">
          {state === RecordState.create ? '没有草稿' : state === RecordState.down ? '没有隐藏的作品' : '还没有发布作品'}
        </p>
      ) : (
        <WorkRows>
          {data.records.map((content) => (
            <li key={content.contentId}>
              <div className="thumb">
                {(content.coverImage || content.cover) && (
                  <ResponsiveImage image={content.coverImage} src={content.cover} alt="" sizes="120px" fill />
                )}
              </div>
              <div className="meta">
                <strong>{content.title || '（无标题）'}</strong>
                <span>
                  {CONTENT_TYPE_LABELS[content.type] ?? content.type} · {content.createTimeText}
                </span>
                {content.moderated && (
                  <em className="moderated" role="note">
                    {content.moderationState === 'held' ? '审核中' : '已被管理员隐藏'}
                    {content.moderationReason ? `：${content.moderationReason}` : ''}
                  </em>
                )}
              </div>
              <div className="actions">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => edit(content)}
                  aria-label={`编辑 ${content.title || '无标题'}`}
                >
                  编辑
                </Button>
                <Button
                  variant="text"
                  size="sm"
                  className="danger"
                  onClick={() => setDeleting(content)}
                  aria-label={`删除 ${content.title || '无标题'}`}
                >
                  删除
                </Button>
              </div>
            </li>
          ))}
        </WorkRows>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="删除作品"
        message={`确定删除「${deleting?.title || '无标题'}」吗？删除后不能恢复。`}
        confirmText="删除"
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove(deleting.contentId);
            setMessage({ success: '已删除' });
          } catch (e) {
            setMessage({ error: isApiError(e) ? e.message : '删除失败' });
          }
          setDeleting(null);
        }}
      />
    </>
  );
}

/** 收藏 or 赞过: the posts the member collected or liked, newest first, each with its cancel. */
function InteractionList({ kind }: { kind: 'collection' | 'likes' }) {
  const [pageNum, setPageNum] = useState(1);
  const { data, error, isLoading, mutate } = usePersonalInteractions(kind, pageNum);
  const behaviours = useContentBehaviours();
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const cancelText = kind === 'collection' ? '取消收藏' : '取消点赞';
  if (error && !data) return <div role="alert">{isApiError(error) ? error.message : '加载失败'}</div>;
  if (isLoading || !data) return <p role="status">加载中…</p>;
  const pages = Math.max(1, data.pages);
  return (
    <>
      <FormMessage error={message.error} success={message.success} />
      {data.records.length === 0 ? (
        <p className="empty">{kind === 'collection' ? '还没有收藏作品' : '还没有赞过作品'}</p>
      ) : (
        <WorkRows>
          {data.records.map((row) => (
            <li key={row.contentId + row.createTime}>
              <div className="thumb">
                {(row.contentImage || row.contentCover) && (
                  <ResponsiveImage
                    image={row.contentImage ?? undefined}
                    src={row.contentCover}
                    alt=""
                    sizes="120px"
                    fill
                  />
                )}
              </div>
              <div className="meta">
                <Link to={`${routePath('HotDetail')}?contentId=${encodeURIComponent(row.contentId)}`}>
                  <strong>{row.contentTitle || '（无标题）'}</strong>
                </Link>
                <span>
                  {row.username} · {formatDateTime(row.createTime)}
                </span>
              </div>
              <div className="actions">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`${cancelText} ${row.contentTitle}`}
                  onClick={async () => {
                    try {
                      if (kind === 'collection') await behaviours.collect(row.contentId, false);
                      else await behaviours.like(row.contentId, false);
                      setMessage({ success: `已${cancelText}` });
                      void mutate();
                    } catch (e) {
                      setMessage({ error: isApiError(e) ? e.message : '操作失败' });
                    }
                  }}
                >
                  {cancelText}
                </Button>
              </div>
            </li>
          ))}
        </WorkRows>
      )}
      {pages > 1 && (
        <WorkPager>
          <Button variant="secondary" size="sm" disabled={pageNum <= 1} onClick={() => setPageNum(pageNum - 1)}>
            上一页
          </Button>
          <span>
            第 {pageNum} / {pages} 页
          </span>
          <Button variant="secondary" size="sm" disabled={pageNum >= pages} onClick={() => setPageNum(pageNum + 1)}>
            下一页
          </Button>
        </WorkPager>
      )}
    </>
  );
}

/** 我的作品: published posts and drafts of the member with edit and delete, and the posts collected or liked. */
export function MyWorks() {
  const [tab, setTab] = useState<TabKey>(RecordState.publish);
  return (
    <section aria-labelledby="my-works">
      <h2 id="my-works">我的作品</h2>
      <WorkTabs role="tablist" aria-label="作品状态">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`works-tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls="works-panel"
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </WorkTabs>
      <div role="tabpanel" id="works-panel" aria-labelledby={`works-tab-${tab}`}>
        {tab === 'collection' || tab === 'likes' ? (
          <InteractionList key={tab} kind={tab} />
        ) : (
          <WorkList key={tab} state={tab} />
        )}
      </div>
    </section>
  );
}
