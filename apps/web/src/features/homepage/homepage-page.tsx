import { useRouteParams } from '../../routing/use-navigate-by-name';
import { UserAvatar, UserBadge } from '../../components/user-avatar';
import { useCurrentUser, useUser } from '../../data';
import { errorText } from './error-text';
import { FollowButton } from './follow-button';
import { MessageButton } from './message-button';
import { BlockButton } from '../messages/block-button';
import { Header, Notice, Page } from './homepage.styles';
import { MemberCounts } from './user-counts';
import { UserPosts } from './user-posts';

/** A member's public page: profile with badge, counters, follow button and public posts. */
export function HomepagePage() {
  const { user: me } = useCurrentUser();
  const params = useRouteParams('Homepage');
  const userId = params.userId || me?.userId || '';
  const profile = useUser(userId);

  if (!userId) return <Notice role="alert">用户不存在</Notice>;
  if (profile.error) return <Notice role="alert">{errorText(profile.error)}</Notice>;
  const user = profile.data;
  if (!user) return <Notice role="status">加载中…</Notice>;
  const self = me?.userId === user.userId;

  return (
    <Page>
      <Header aria-labelledby="homepage-name">
        <UserAvatar user={user} size={96} labelled />
        <div className="grow">
          <h1 id="homepage-name">
            {user.username}
            <UserBadge type={user.type} />
          </h1>
          <p className="sig">{user.signature || '这个人很懒，什么都没有留下'}</p>
          <MemberCounts userId={user.userId} />
        </div>
        {!self && <FollowButton userId={user.userId} />}
        {!self && <MessageButton userId={user.userId} />}
        {!self && <BlockButton userId={user.userId} />}
      </Header>
      <section aria-labelledby="homepage-posts">
        <h2 id="homepage-posts">{self ? '我的作品' : 'TA的作品'}</h2>
        <UserPosts userId={user.userId} />
      </section>
    </Page>
  );
}

export default HomepagePage;
