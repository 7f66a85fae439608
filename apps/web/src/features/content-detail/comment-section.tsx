import styled from '@emotion/styled';
import { forwardRef, useState } from 'react';
import { Link } from '../../routing/link';
import { isApiError } from '@yiying/api-client';
import type { CommentRecord, Reply } from '@yiying/models';
import { formatDateTime } from '@yiying/models';
import { Button } from '@yiying/widgets';
import { FoldedCard } from '@yiying/community-ui';
import { routePath } from '../../routing/routes';
import { ListFooter } from '../../components/list-footer';
import { UserAvatar } from '../../components/user-avatar';
import { useCurrentUser } from '../../data';
import { useCommentMutations, useReplies, type InfiniteList } from '../../data/discovery';
import { CommentComposer } from './comment-composer';

const Section = styled.section(({ theme }) => ({
  marginTop: theme.spacing.lg,
  h2: { fontSize: theme.typography.sizes.lg, margin: `0 0 ${theme.spacing.md}px` },
  'h2 .count': { color: theme.colors.muted, fontWeight: 400, fontSize: theme.typography.sizes.md },
  '.composer': { marginTop: theme.spacing.md, scrollMarginTop: 96 },
  '.closed': { color: theme.colors.muted, margin: `${theme.spacing.sm}px 0` },
  '.reply-box': { margin: `${theme.spacing.xs}px 0 0 ${theme.spacing.xl}px` },
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

interface CommentItemProps {
  comment: CommentRecord;
  contentId: string;
  /** The post's author may delete any comment on it. */
  postAuthorId: string;
  onRemoved(): void;
  /** A reply was written (the post's count includes replies). */
  onReplied(): void;
  /** Replies may be written (comments are open). */
  open: boolean;
}

function CommentItem({ comment, contentId, postAuthorId, onRemoved, onReplied, open }: CommentItemProps) {
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
      <FoldedCard word={comment.folded ? comment.foldedWord : undefined}>
        <p className="body">{comment.content}</p>
      </FoldedCard>
      <div className="tools">
        {me && open && (
          <Button variant="text" aria-expanded={replyingTo === 'comment'} onClick={() => setReplyingTo('comment')}>
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
        <div className="reply-box">
          <CommentComposer
            key={replyingTo === 'comment' ? 'comment' : replyingTo.replyId}
            label={`回复 ${(replyingTo === 'comment' ? comment.creator : replyingTo.creator)?.username ?? ''}`}
            submitText="回复"
            autoFocus
            onCancel={() => setReplyingTo(null)}
            onSend={async (text) => {
              const reply = await mutations.reply(
                contentId,
                comment.commentId,
                text,
                replyingTo === 'comment' ? undefined : replyingTo.replyId,
              );
              setAdded((all) => [...all, reply]);
              setReplyingTo(null);
              onReplied();
            }}
          />
        </div>
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
                {me && open && (
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
                        onReplied();
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
  /** The post's comment count as shown. */
  count: number;
  /** Comment state of the post: false when its author turned comments off. */
  open?: boolean;
  /** Writes a comment; the section puts the answer first in the list. */
  onComment(text: string): Promise<CommentRecord>;
  /** A comment was deleted or a reply written: the post's count changed. */
  onRemoved(): void;
  /** Where a visitor logs in to comment (and comes back here). */
  loginHref: string;
}

/**
 * 评论: the post's comments, newest first, each with its replies folded (展开回复), and the comment box under them.
 * A sent comment shows at once (the server's answer), the count moves with it.
 */
export const CommentSection = forwardRef<HTMLTextAreaElement, CommentSectionProps>(function CommentSection(
  { contentId, postAuthorId, list, count, open = true, onComment, onRemoved, loginHref },
  composerRef,
) {
  const { loggedIn } = useCurrentUser();
  const seen = new Set<string>();
  const comments = list.items.filter((c) => !seen.has(c.commentId) && Boolean(seen.add(c.commentId)));
  return (
    <Section aria-labelledby="comments-title">
      <h2 id="comments-title">
        评论 <span className="count">{count}</span>
      </h2>
      {comments.length > 0 && (
        <ul className="comments">
          {comments.map((comment) => (
            <CommentItem
              key={comment.commentId}
              comment={comment}
              contentId={contentId}
              postAuthorId={postAuthorId}
              open={open}
              onReplied={onRemoved}
              onRemoved={() => {
                list.reload();
                onRemoved();
              }}
            />
          ))}
        </ul>
      )}
      <ListFooter state={list.state} onLoadMore={list.loadMore} emptyText="还没有评论，来说两句吧" />
      <div className="composer" id="comment-composer">
        {!open ? (
          <p className="closed">作者已关闭评论</p>
        ) : loggedIn ? (
          <CommentComposer
            ref={composerRef}
            label="说点什么…"
            onSend={async (text) => {
              list.prepend(await onComment(text));
            }}
          />
        ) : (
          <p className="closed">
            <Link to={loginHref}>登录</Link>后发表评论
          </p>
        )}
      </div>
    </Section>
  );
});
