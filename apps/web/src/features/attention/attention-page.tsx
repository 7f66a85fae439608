import styled from '@emotion/styled';
import { Link } from '../../routing/link';
import { useMemo } from 'react';
import { ListLoadState, PAGE_SIZE, type UserBrief } from '@yiying/models';
import { routePath } from '../../routing/routes';
import { loginPath } from '../../routing/login-path';
import { UserAvatar } from '../../components/user-avatar';
import { useCurrentUser } from '../../data';
import { toContentPage, useInfiniteList } from '../../data/discovery';
import { useHotAuthors } from '../../data/suggested-members';
import { ContentGallery } from '../gallery-actions/content-gallery';
import { FollowButton } from '../homepage/follow-button';

const Page = styled.div(({ theme }) => ({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${theme.spacing.lg}px ${theme.spacing.md}px`,
  h1: { margin: `0 0 ${theme.spacing.lg}px`, fontSize: theme.typography.sizes.xl },
  '.suggest': {
    listStyle: 'none',
    padding: 0,
    display: 'grid',
    gap: theme.spacing.md,
    gridTemplateColumns: 'repeat(auto-fill, minmax(168px, 1fr))',
    [theme.mq.down.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: theme.spacing.sm },
    li: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: theme.spacing.sm,
      padding: `${theme.spacing.lg}px ${theme.spacing.md}px`,
      background: theme.colors.surface,
      borderRadius: theme.radius.md,
      boxShadow: theme.shadow.card,
      textAlign: 'center',
      minWidth: 0,
    },
    a: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: theme.spacing.xs,
      maxWidth: '100%',
      color: theme.colors.text,
      textDecoration: 'none',
    },
    '.name': { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 600 },
    '.signature': {
      maxWidth: '100%',
      minHeight: '1.5em',
      margin: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      color: theme.colors.muted,
      fontSize: theme.typography.sizes.xs,
    },
    button: { whiteSpace: 'nowrap' },
  },
}));

/** Members worth following: authors of hot posts, other than me. */
function SuggestedMembers({ meId }: { meId: string }) {
  const { data } = useHotAuthors();
  const members = useMemo(() => (data ?? []).filter((m: UserBrief) => m.userId !== meId).slice(0, 8), [data, meId]);
  if (!members.length) return null;
  return (
    <section aria-labelledby="suggest-title">
      <h2 id="suggest-title">推荐关注</h2>
      <ul className="suggest">
        {members.map((member) => (
          <li key={member.userId}>
            <Link to={`${routePath('Homepage')}?userId=${encodeURIComponent(member.userId)}`}>
              <UserAvatar user={member} size={56} />
              <span className="name">{member.username}</span>
            </Link>
            <p className="signature">{member.signature || ' '}</p>
            <FollowButton userId={member.userId} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 关注: posts of the members I follow, newest first; with nobody followed yet, members to follow. */
export function AttentionPage() {
  const { user, loggedIn } = useCurrentUser();
  const list = useInfiniteList(
    loggedIn && user ? `attention:${user.userId}` : null,
    PAGE_SIZE.content,
    async (client, { pageNum, cursor }) =>
      toContentPage(await client.content.attentionList({ pageNum, ...(cursor ? { cursor } : {}) })),
  );
  if (!loggedIn || !user) {
    return (
      <Page>
        <h1>关注</h1>
        <p>
          登录后可以看到你关注的人发布的作品。<Link to={loginPath(routePath('Attention'))}>去登录</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page>
      <h1>关注</h1>
      <ContentGallery list={list} emptyText="你关注的人还没有发布作品，去关注更多创作者吧" />
      {list.state === ListLoadState.empty && <SuggestedMembers meId={user.userId} />}
    </Page>
  );
}

export default AttentionPage;
