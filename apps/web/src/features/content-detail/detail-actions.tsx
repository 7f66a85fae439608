import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '@yiying/api-client';
import { AlbumIcon, CountButton, countLabel, formatCount, ForwardAction, LikeIcon } from '@yiying/community-ui';
import type { Content } from '@yiying/models';
import { Button, CommentIcon, ConfirmDialog, TimedAlert } from '@yiying/widgets';
import { useNavigateByName } from '../../routing/use-navigate-by-name';
import { loginPath } from '../../routing/login-path';
import { useCurrentUser } from '../../data';
import { useContentBehaviours } from '../../data/discovery';
import { useContentMutations } from '../../data/publish';
import { editorRouteOf } from '../publish/editor-route';

/** What the action bar shows; changed at once on a click (optimistic) and replaced by the server's answer. */
export interface ActionCounts {
  liked: boolean;
  likesNum: number;
  collected: boolean;
  collectNum: number;
  forwardedNum: number;
}

export function countsOf(content: Content): ActionCounts {
  return {
    liked: Boolean(content.liked),
    likesNum: content.likesNum,
    collected: Boolean(content.collected),
    collectNum: content.collectNum,
    forwardedNum: content.forwardedNum,
  };
}

const Bar = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing.sm,
  margin: `${theme.spacing.lg}px 0`,
  padding: `${theme.spacing.sm}px 0`,
  borderTop: `1px solid ${theme.colors.border}`,
  borderBottom: `1px solid ${theme.colors.border}`,
  // Two groups that never break inside: the counts, then the text actions (屏蔽此条 / 举报, 编辑 / 删除). When the line
  // is too narrow the text actions move together to a line of their own, at its end.
  '.counts, .more': { display: 'flex', alignItems: 'center', gap: theme.spacing.xs, flexWrap: 'nowrap' },
  '.counts': { flex: '1 1 auto' },
  '.more': { marginLeft: 'auto', button: { whiteSpace: 'nowrap' } },
  // Phones: narrower text buttons so counts and text actions share one line at 390 px.
  [theme.mq.down.sm]: {
    gap: theme.spacing.xs,
    '.counts': { justifyContent: 'space-between' },
    '.more button': { paddingLeft: theme.spacing.xs, paddingRight: theme.spacing.xs, minWidth: 0 },
  },
}));

// The album picker and the report form (their schemas, yup) load when a member opens them, not with the page.
const AlbumPickerDialog = lazy(() =>
  import('../gallery-actions/album-picker-dialog').then((m) => ({ default: m.AlbumPickerDialog })),
);
const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

function errorText(error: unknown): string {
  return isApiError(error) ? error.message : '操作失败，请稍后再试';
}

export interface DetailActionsProps {
  content: Content;
  /** 评论: takes the member to the comment box under the comments. */
  onCommentClick(): void;
  /** The post's comment count as shown. */
  commentNum: number;
  /** 屏蔽此条 done: the page leaves the post. */
  onShielded(): void;
  /** The author deleted the post. */
  onDeleted(): void;
}

/**
 * 点赞 / 收藏 / 评论 / 转发 / 加入相册 and, on someone else's post, 屏蔽此条 / 举报 (on one's own, 编辑 / 删除). Like and
 * collect change at once and go back when the call fails; a visitor is sent to the login page first.
 */
export function DetailActions({ content, onCommentClick, commentNum, onShielded, onDeleted }: DetailActionsProps) {
  const { loggedIn, user } = useCurrentUser();
  const navigateByName = useNavigateByName();
  const { remove } = useContentMutations();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const isMine = Boolean(user && user.userId === content.createBy);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const behaviours = useContentBehaviours();
  const [counts, setCounts] = useState(() => countsOf(content));
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<'album' | 'report' | null>(null);
  const [message, setMessage] = useState<{ text: string; type: 'success' | 'error'; seq: number } | null>(null);
  const contentId = content.contentId;
  // A new post (下一篇) or fresh counters from the server replace the shown ones.
  useEffect(() => setCounts(countsOf(content)), [content]);

  const say = (text: string, type: 'success' | 'error') =>
    setMessage((previous) => ({ text, type, seq: (previous?.seq ?? 0) + 1 }));
  const needLogin = () => {
    if (loggedIn) return false;
    void navigate(loginPath(`${pathname}${search || `?contentId=${encodeURIComponent(contentId)}`}`));
    return true;
  };
  const toggle = async (kind: 'like' | 'collect') => {
    if (needLogin() || busy) return;
    const before = counts;
    const on = kind === 'like' ? !counts.liked : !counts.collected;
    setCounts(
      kind === 'like'
        ? { ...counts, liked: on, likesNum: Math.max(0, counts.likesNum + (on ? 1 : -1)) }
        : { ...counts, collected: on, collectNum: Math.max(0, counts.collectNum + (on ? 1 : -1)) },
    );
    setBusy(true);
    try {
      const state = kind === 'like' ? await behaviours.like(contentId, on) : await behaviours.collect(contentId, on);
      setCounts((now) => ({
        ...now,
        liked: state.liked,
        likesNum: state.likesNum,
        collected: state.collected,
        collectNum: state.collectNum,
        forwardedNum: state.forwardedNum,
      }));
    } catch (error) {
      setCounts(before);
      say(errorText(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Bar role="toolbar" aria-label="作品操作">
        <div className="counts">
          <LikeIcon count={counts.likesNum} liked={counts.liked} onClick={() => void toggle('like')} />
          <CountButton
            type="button"
            active={counts.collected}
            aria-pressed={counts.collected}
            aria-label={countLabel('收藏', counts.collectNum)}
            onClick={() => void toggle('collect')}
          >
            {/* A text star: the kit's icons share the home route's chunk, which must not grow. */}
            <span aria-hidden="true" style={{ fontSize: 18, lineHeight: 1 }}>
              {counts.collected ? '★' : '☆'}
            </span>
            <span aria-hidden="true">{formatCount(counts.collectNum)}</span>
          </CountButton>
          <CountButton type="button" aria-label={countLabel('评论', commentNum)} onClick={onCommentClick}>
            <CommentIcon size={18} />
            <span aria-hidden="true">{formatCount(commentNum)}</span>
          </CountButton>
          <ForwardAction
            count={counts.forwardedNum}
            onForward={async (text) => {
              if (needLogin()) return;
              await behaviours.forward(contentId, text);
              setCounts((now) => ({ ...now, forwardedNum: now.forwardedNum + 1 }));
              say('转发成功，已发布到你的主页', 'success');
            }}
          />
          <AlbumIcon onClick={() => !needLogin() && setDialog('album')} />
        </div>
        <div className="more">
          {isMine ? (
            <>
              <Button
                variant="text"
                onClick={() => {
                  const route = editorRouteOf(content.type);
                  if (route === 'Pound') navigateByName('Pound', { contentId });
                  else navigateByName(route, { contentId });
                }}
              >
                编辑
              </Button>
              <Button variant="text" onClick={() => setConfirmingDelete(true)}>
                删除
              </Button>
            </>
          ) : (
            <>
              <Button
                variant="text"
                onClick={async () => {
                  if (needLogin()) return;
                  try {
                    await behaviours.shield(contentId);
                    onShielded();
                  } catch (error) {
                    say(errorText(error), 'error');
                  }
                }}
              >
                屏蔽此条
              </Button>
              <Button variant="text" onClick={() => !needLogin() && setDialog('report')}>
                举报
              </Button>
            </>
          )}
        </div>
      </Bar>
      <Suspense fallback={null}>
        {dialog === 'album' && (
          <AlbumPickerDialog
            contentId={contentId}
            onClose={() => setDialog(null)}
            onAdded={(title) => {
              setDialog(null);
              say(`已加入相册「${title}」`, 'success');
            }}
          />
        )}
        {dialog === 'report' && (
          <ReportDialog
            onClose={() => setDialog(null)}
            onReport={async (reason) => {
              await behaviours.report(contentId, reason);
              setDialog(null);
              say('举报已提交，我们会尽快处理', 'success');
            }}
          />
        )}
      </Suspense>
      {isMine && (
        <ConfirmDialog
          open={confirmingDelete}
          title="删除作品"
          message={`确定删除「${content.title || '无标题'}」吗？删除后不能恢复。`}
          confirmText="删除"
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={async () => {
            try {
              await remove(contentId, () => {
                setConfirmingDelete(false);
                onDeleted();
              });
            } catch (error) {
              setConfirmingDelete(false);
              say(errorText(error), 'error');
            }
          }}
        />
      )}
      {message && (
        <TimedAlert key={message.seq} message={message.text} type={message.type} onClose={() => setMessage(null)} />
      )}
    </>
  );
}
