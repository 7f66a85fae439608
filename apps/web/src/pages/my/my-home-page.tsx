import styled from '@emotion/styled';
import useSWR from 'swr';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../app/api/api-client-context';
import { routePath } from '../../app/routes';
import { useSession } from '../../app/session/session-context';
import { UserAvatar, UserBadge } from '../../components/user-avatar';
import { Panel } from './my-styles';

const Head = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing.md,
  flexWrap: 'wrap',
  h1: { margin: 0 },
  p: { margin: `${theme.spacing.xs}px 0 0`, color: theme.colors.muted },
}));

const Counts = styled.dl(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing.xl,
  margin: `${theme.spacing.lg}px 0`,
  div: { textAlign: 'center' },
  dt: { color: theme.colors.muted, fontSize: theme.typography.sizes.sm },
  dd: { margin: 0, fontSize: theme.typography.sizes.xl, fontWeight: 700 },
}));

/** Entry of the personal area: who I am, my counters and a link to my public page. */
export function MyHomePage() {
  const client = useApiClient();
  const { user } = useSession();
  const { data: counts } = useSWR(user ? ['user.extend', user.userId] : null, () => client.user.extend());
  if (!user) return null;
  return (
    <Panel aria-labelledby="my-title">
      <Head>
        <UserAvatar user={user} size={72} />
        <div>
          <h1 id="my-title">
            {user.username} <UserBadge type={user.type} />
          </h1>
          <p>{user.signature || '这个人很懒，什么都没有留下'}</p>
        </div>
      </Head>
      <Counts aria-label="我的统计">
        <div>
          <dt>关注</dt>
          <dd>{counts?.attentionNum ?? '-'}</dd>
        </div>
        <div>
          <dt>粉丝</dt>
          <dd>{counts?.fansNum ?? '-'}</dd>
        </div>
        <div>
          <dt>作品</dt>
          <dd>{counts?.contentNum ?? '-'}</dd>
        </div>
      </Counts>
      <Link to={`${routePath('Homepage')}?userId=${encodeURIComponent(user.userId)}`}>查看我的主页</Link>
    </Panel>
  );
}

export default MyHomePage;
