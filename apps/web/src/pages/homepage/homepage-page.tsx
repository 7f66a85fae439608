import styled from '@emotion/styled';
import { useState } from 'react';
import useSWR from 'swr';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '@yiying/api-client';
import { GalleryGrid } from '@yiying/community-ui';
import { CONTENT_ACTION_LABELS, PAGE_SIZE, contentToGalleryItem, toContent } from '@yiying/models';
import { Button } from '@yiying/widgets';
import { useApiClient } from '../../app/api/api-client-context';
import { useNavigateByName, useRouteParams } from '../../app/navigation/use-navigate-by-name';
import { loginPath } from '../../app/session/login-path';
import { useSession } from '../../app/session/session-context';
import { renderGalleryTitle } from '../../components/gallery-title';
import { UserAvatar, UserBadge } from '../../components/user-avatar';

const Page = styled.div(({ theme }) => ({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${theme.spacing.lg}px ${theme.spacing.md}px`,
  h2: {
    fontSize: theme.typography.sizes.lg,
    margin: `${theme.spacing.xl}px 0 ${theme.spacing.md}px`,
  },
}));

const Header = styled.section(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing.lg,
  padding: theme.spacing.lg,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  h1: {
    margin: 0,
    fontSize: theme.typography.sizes.xl,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
  },
  '.sig': { margin: `${theme.spacing.xs}px 0 0`, color: theme.colors.muted },
  '.grow': { flex: 1, minWidth: 200 },
  '.mutual': {
    color: theme.colors.muted,
    fontSize: theme.typography.sizes.sm,
    marginLeft: theme.spacing.sm,
  },
}));

const Counts = styled.dl(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing.xl,
  margin: `${theme.spacing.md}px 0 0`,
  div: { textAlign: 'center' },
  dt: { color: theme.colors.muted, fontSize: theme.typography.sizes.sm },
  dd: { margin: 0, fontSize: theme.typography.sizes.lg, fontWeight: 700 },
}));

const Notice = styled.p(({ theme }) => ({
  padding: theme.spacing.xl,
  textAlign: 'center',
  color: theme.colors.muted,
}));

function errorText(error: unknown) {
  return isApiError(error) ? error.message : '加载失败';
}

function FollowButton({ userId, onChanged }: { userId: string; onChanged(): void }) {
  const client = useApiClient();
  const { loggedIn, ready, user } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = loggedIn && ready && user ? ['user.attention', user.userId, userId] : null;
  const { data: state, mutate } = useSWR(key, () => client.user.attention(userId));

  const toggle = async () => {
    if (!loggedIn) {
      void navigate(loginPath(`${pathname}${search}`));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const next = state?.attention
        ? await client.behaviour.cancelAttention(userId)
        : await client.behaviour.attention(userId);
      await mutate(next, { revalidate: false });
      onChanged();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const following = Boolean(state?.attention);
  return (
    <div>
      <Button
        variant={following ? 'outlined' : 'primary'}
        onClick={() => void toggle()}
        disabled={busy || (loggedIn && !state)}
      >
        {following ? CONTENT_ACTION_LABELS.attention_minus : CONTENT_ACTION_LABELS.attention_add}
      </Button>
      {state?.mutual && <span className="mutual">互相关注</span>}
      {error && (
        <p role="alert" style={{ margin: '4px 0 0' }}>
          {error}
        </p>
      )}
    </div>
  );
}

function Posts({ userId }: { userId: string }) {
  const client = useApiClient();
  const navigateByName = useNavigateByName();
  const { data, error, isLoading } = useSWR(['content.list', 'createBy', userId], async () => {
    const list = await client.content.list({
      createBy: userId,
      pageNum: 1,
      pageSize: PAGE_SIZE.content,
    });
    return list.records.map((record) => contentToGalleryItem(toContent(record)));
  });
  if (error) return <Notice role="alert">{errorText(error)}</Notice>;
  if (isLoading || !data) return <Notice role="status">加载中…</Notice>;
  return (
    <GalleryGrid
      items={data}
      columns={3}
      emptyText="还没有发布作品"
      renderTitle={renderGalleryTitle}
      onItemClick={(item) => navigateByName({ name: 'HotDetail', params: { contentId: item.id } })}
    />
  );
}

/** A member's public page: profile with badge, counters, follow button and public posts. */
export function HomepagePage() {
  const client = useApiClient();
  const { user: me } = useSession();
  const params = useRouteParams('Homepage');
  const userId = params['userId'] || me?.userId || '';
  const profile = useSWR(userId ? ['user.info', userId] : null, () => client.user.info(userId));
  const counts = useSWR(userId ? ['user.extendOf', userId] : null, () => client.user.extendOf(userId));

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
          <Counts aria-label="统计">
            <div>
              <dt>关注</dt>
              <dd>{counts.data?.attentionNum ?? '-'}</dd>
            </div>
            <div>
              <dt>粉丝</dt>
              <dd>{counts.data?.fansNum ?? '-'}</dd>
            </div>
            <div>
              <dt>作品</dt>
              <dd>{counts.data?.contentNum ?? '-'}</dd>
            </div>
          </Counts>
        </div>
        {!self && <FollowButton userId={user.userId} onChanged={() => void counts.mutate()} />}
      </Header>
      <section aria-labelledby="homepage-posts">
        <h2 id="homepage-posts">{self ? '我的作品' : 'TA的作品'}</h2>
        <Posts userId={user.userId} />
      </section>
    </Page>
  );
}

export default HomepagePage;
