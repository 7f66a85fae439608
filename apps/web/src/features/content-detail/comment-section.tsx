import styled from '@emotion/styled';
import { lazy, Suspense, useState } from 'react';
import { Link } from '../../app/navigation/link';
import { isApiError } from '@yiying/api-client';
import type { CommentRecord, Reply } from '@yiying/models';
import { formatDateTime } from '@yiying/models';
import { Button } from '@yiying/widgets';
import { routePath } from '../../app/routes';
import { ListFooter } from '../../components/list-footer';
import { UserAvatar } from '../../components/user-avatar';
import { useCurrentUser } from '../../data';
import { useCommentMutations, useReplies, type InfiniteList } from '../../data/discovery';

const Section = styled.section(({ theme }) => ({
  marginTop: theme.spacing.lg,
  h2: { fontSize: theme.typography.sizes.lg, margin: `0 0 ${theme.spacing.md}px` },
  '.comments, .replies': { listStyle: 'none', margin: 0, padding: 0 },
  '.comments > li': { padding: `${theme.spacing.md}px 0`, borderBottom: `1px solid ${theme.colors.border}` },
  '.replies': {
    margin: `${theme.spacing.sm}px 0 0 ${theme.spacing.xl}px`,
    padding: theme.spacing.sm,
    background: theme.colors.background,
    borderRadius: theme.radius.sm,
  },
  '.replies > li': { padding: `${theme.spacing.xs}px 0` },
  '.who': { display: 'flex', alignItems: 'center', gap: theme.spacing.xs, fontSize: theme.typography.sizes.sm },
  '.who a': { color: theme.colors.text, fontWeight: 600, textDecoration: 'none' },
  '.when': { color: theme.colors.muted, fontSize: theme.typography.sizes.xs },
  '.body': { margin: `${theme.spacing.xs}px 0`, whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  '.tools': { display: 'flex', gap: theme.spacing.xs, button: { minHeight: 28, padding: '0 8px' } },
}));

function errorText(error: unknown): string {
  return isApiError(error) ? error.message : '操作失败，请稍后再试';
}

function Who({ user, time }: { user?: { userId: string; username: string; avatar: string }; time: string }) {
  return (
    <div className="who">
      {user && <UserAvatar user={user} size={24} />}
      {user ? (
        <Link to={`${routePath('Homepage')}?userId=${encodeURIComponent(user.userId)}`}>{user.username}</Link>
      ) : (
        <span>用户</span>
      )}
      <time className="when" dateTime={time}>
        {formatDateTime(time)}
      </time>
    </div>
  );
}

/** The reply form under a comment, loaded when 回复 is first clicked (its rules load with it, not with the page). */
const ReplyForm = lazy(() => import('./reply-form'));

interface CommentItemProps {
  comment: CommentRecord;
  contentId: string;
  /** The post's author may delete any comment on it. */
  postAuthorId: string;
  onRemoved(): void;
}

function CommentItem({ comment, contentId, postAuthorId, onRemoved }: CommentItemProps) {
  const { user } = useCurrentUser();
  const mutations = useCommentMutations();
  const [expanded, setExpanded] = useState(false);
  const [replyingTo, setReplyingTo] = useState<Reply | 'comment' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<Reply[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const full = useReplies(expanded ? comment.commentId : null);
  const preview = comment.replys ?? [];
  const replyNum = (comment.replyNum ?? preview.length) + added.length - removed.length;
  const base = expanded && full.data ? full.data.records : [...preview, ...added];
  const replies = base.filter(
    (r, i, all) => !removed.includes(r.replyId) && all.findIndex((x) => x.replyId === r.replyId) === i,
  );
  const me = user?.userId;
  const canDelete = (authorId: string) => Boolean(me) && (me === authorId || me === postAuthorId);

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <li>
      <Who user={comment.creator} time={comment.createTime} />
      <p className="body">{comment.content}</p>
      <div className="tools">
        {me && (
          <Button variant="text" onClick={() => setReplyingTo('comment')}>
            回复
          </Button>
        )}
        {canDelete(comment.createBy) && (
          <Button
            variant="text"
            onClick={() =>
              void run(async () => {
                await mutations.removeComment(contentId, comment.commentId);
                onRemoved();
              })
            }
          >
            删除
          </Button>
        )}
        {replyNum > preview.length && !expanded && (
          <Button variant="text" aria-expanded={false} onClick={() => setExpanded(true)}>
            展开回复（{replyNum}）
          </Button>
        )}
        {expanded && (
          <Button variant="text" aria-expanded onClick={() => setExpanded(false)}>
            收起回复
          </Button>
        )}
      </div>
      {replyingTo && (
        <Suspense fallback={<p role="status">加载中…</p>}>
          <ReplyForm
            label={
              replyingTo === 'comment'
                ? `回复 ${comment.creator?.username ?? ''}`
                : `回复 ${replyingTo.creator?.username ?? ''}`
            }
            onCancel={() => setReplyingTo(null)}
            onReply={async (text) => {
              const reply = await mutations.reply(
                contentId,
                comment.commentId,
                text,
                replyingTo === 'comment' ? undefined : replyingTo.replyId,
              );
              setAdded((all) => [...all, reply]);
              setReplyingTo(null);
            }}
          />
        </Suspense>
      )}
      {error && <p role="alert">{error}</p>}
      {expanded && full.isLoading && <p role="status">加载中…</p>}
      {replies.length > 0 && (
        <ul className="replies" aria-label={`${comment.creator?.username ?? ''}的评论的回复`}>
          {replies.map((reply) => (
            <li key={reply.replyId}>
              <Who user={reply.creator} time={reply.createTime} />
              <p className="body">
                {reply.toUser && <span>回复 @{reply.toUser.username}：</span>}
                {reply.content}
              </p>
              <div className="tools">
                {me && (
                  <Button variant="text" onClick={() => setReplyingTo(reply)}>
                    回复
                  </Button>
                )}
                {canDelete(reply.createBy) && (
                  <Button
                    variant="text"
                    onClick={() =>
                      void run(async () => {
                        await mutations.removeReply(contentId, comment.commentId, reply.replyId);
                        setRemoved((all) => [...all, reply.replyId]);
                      })
                    }
                  >
                    删除
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export interface CommentSectionProps {
  contentId: string;
  postAuthorId: string;
  list: InfiniteList<CommentRecord>;
  /** Comment state of the post: false when its author turned comments off. */
  open?: boolean;
}

/** 评论: the post's comments, newest first, each with its replies folded (展开回复). */
export function CommentSection({ contentId, postAuthorId, list, open = true }: CommentSectionProps) {
  return (
    <Section aria-labelledby="comments-title">
      <h2 id="comments-title">评论</h2>
      {!open && <p>作者已关闭评论</p>}
      {list.items.length > 0 && (
        <ul className="comments">
          {list.items.map((comment) => (
            <CommentItem
              key={comment.commentId}
              comment={comment}
              contentId={contentId}
              postAuthorId={postAuthorId}
              onRemoved={list.reload}
            />
          ))}
        </ul>
      )}
      <ListFooter state={list.state} onLoadMore={list.loadMore} emptyText="还没有评论，来说两句吧" />
    </Section>
  );
}
