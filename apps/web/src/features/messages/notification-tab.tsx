import styled from '@emotion/styled';
import { ResponsiveImage } from '@yiying/community-ui';
import { NOTIFICATION_ACTION_LABELS, formatDateTime, type Notification, type NotificationType } from '@yiying/models';
import { Button } from '@yiying/widgets';
import { Link } from '../../routing/link';
import { routePath } from '../../routing/routes';
import { UserAvatar } from '../../components/user-avatar';
import { useMarkNotificationsRead, useNotificationList } from '../../data';

/** What each tab is empty of. */
const EMPTY_TEXT: Record<NotificationType, string> = {
  likes: '还没有人赞或收藏你的作品',
  comment: '还没有评论和转发',
  attention: '还没有新的关注',
  activity: '还没有活动消息',
};

const Head = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'flex-end',
  marginBottom: theme.spacing.xs,
}));

const Rows = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  li: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    gap: theme.spacing.sm,
    padding: `${theme.spacing.sm}px ${theme.spacing.xs}px ${theme.spacing.sm}px ${theme.spacing.md}px`,
    borderBottom: `1px solid ${theme.colors.border}`,
    position: 'relative',
  },
  'li[data-unread="true"]': { background: `color-mix(in srgb, ${theme.colors.primary} 5%, transparent)` },
  'li[data-unread="true"]::before': {
    content: '""',
    position: 'absolute',
    left: 4,
    top: '50%',
    width: 6,
    height: 6,
    marginTop: -3,
    borderRadius: theme.radius.round,
    background: theme.colors.primary,
  },
  a: { color: 'inherit', textDecoration: 'none' },
  '.avatar': { display: 'flex', borderRadius: theme.radius.round },
  '.main': { minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 },
  '.line': { margin: 0, lineHeight: 1.5, overflowWrap: 'anywhere' },
  '.name': { fontWeight: 600, marginRight: theme.spacing.xs, '&:hover': { color: theme.colors.primary } },
  '.action': { color: theme.colors.muted },
  '.quote': {
    margin: 0,
    color: theme.colors.text,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  time: { color: theme.colors.muted, fontSize: theme.typography.sizes.xs },
  '.thumb': {
    position: 'relative',
    display: 'block',
    width: 56,
    height: 56,
    borderRadius: theme.radius.sm,
    overflow: 'hidden',
    background: theme.colors.border,
  },
  '.thumb-text': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 56,
    height: 56,
    padding: 4,
    boxSizing: 'border-box',
    borderRadius: theme.radius.sm,
    background: theme.colors.background,
    color: theme.colors.muted,
    fontSize: theme.typography.sizes.xs,
    overflow: 'hidden',
    textAlign: 'center',
  },
}));

const Status = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.muted, padding: `${theme.spacing.md}px 0` }));

function postHref(contentId: string): string {
  return `${routePath('HotDetail')}?contentId=${encodeURIComponent(contentId)}`;
}

function homepageHref(userId: string): string {
  return `${routePath('Homepage')}?userId=${encodeURIComponent(userId)}`;
}

/** The post a row is about: its cover, or a grey tile with 作品 when it has none. */
function PostThumb({ n }: { n: Notification }) {
  if (!n.contentId) return <span />;
  return (
    <Link to={postHref(n.contentId)} aria-label="查看作品" className={n.coverImage ? 'thumb' : 'thumb-text'}>
      {n.coverImage ? <ResponsiveImage image={n.coverImage} alt="" sizes="56px" fill /> : '作品'}
    </Link>
  );
}

/** One row: who (avatar and name, to their homepage), what they did, what they wrote, when, and the post. */
function NotificationRow({ n }: { n: Notification }) {
  const time = <time dateTime={n.createTime}>{formatDateTime(n.createTime)}</time>;
  if (n.action === 'review') {
    // A review result speaks for itself (你的作品《…》已入选「…」); the reviewing admin is not shown.
    return (
      <li data-unread={!n.read}>
        <span className="thumb-text" aria-hidden="true">
          审核
        </span>
        <div className="main">
          <p className="line">{n.text || NOTIFICATION_ACTION_LABELS[n.action]}</p>
          {time}
        </div>
        <PostThumb n={n} />
      </li>
    );
  }
  // The comment, reply or forward text, or the title of the post liked or collected.
  const quoted = n.action !== 'follow';
  return (
    <li data-unread={!n.read}>
      <Link to={homepageHref(n.actor.userId)} className="avatar" aria-label={`${n.actor.username}的主页`}>
        <UserAvatar user={n.actor} size={40} />
      </Link>
      <div className="main">
        <p className="line">
          <Link to={homepageHref(n.actor.userId)} className="name">
            {n.actor.username || '会员'}
          </Link>
          <span className="action">{NOTIFICATION_ACTION_LABELS[n.action]}</span>
        </p>
        {quoted && n.text && <p className="quote">{n.text}</p>}
        {time}
      </div>
      <PostThumb n={n} />
    </li>
  );
}

/** One tab of the message centre: its rows newest first and 全部标为已读. */
export function NotificationTab({ type }: { type: NotificationType }) {
  const { data, error, isLoading, mutate } = useNotificationList(type);
  const markRead = useMarkNotificationsRead();
  if (isLoading) return <Status role="status">加载中…</Status>;
  if (error)
    return (
      <Status role="alert">
        消息加载失败，请稍后再试{' '}
        <Button variant="text" onClick={() => void mutate()}>
          重试
        </Button>
      </Status>
    );
  const records = data?.records ?? [];
  return (
    <div>
      <Head>
        <Button variant="outlined" onClick={() => void markRead(type)} disabled={!records.some((r) => !r.read)}>
          全部标为已读
        </Button>
      </Head>
      {records.length === 0 ? (
        <Status>{EMPTY_TEXT[type]}</Status>
      ) : (
        <Rows aria-label="消息列表">
          {records.map((n) => (
            <NotificationRow key={n.notificationId} n={n} />
          ))}
        </Rows>
      )}
    </div>
  );
}
