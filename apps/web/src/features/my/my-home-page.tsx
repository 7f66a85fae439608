import { Link } from '../../routing/link';
import { routePath } from '../../routing/routes';
import { UserAvatar, UserBadge } from '../../components/user-avatar';
import { useCurrentUser, useOwnExtend } from '../../data';
import { Head, PageCounts, Shortcuts } from './my-home-page.styles';
import { Panel } from '../../components/panel';
import { MyWorks } from './my-works';

/** Entry of the personal area: who I am, my counters and a link to my public page. */
export function MyHomePage() {
  const { user } = useCurrentUser();
  const { data: counts } = useOwnExtend();
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
      <PageCounts label="我的统计" counts={counts} size="xl" />
      <Shortcuts>
        <Link to={`${routePath('Homepage')}?userId=${encodeURIComponent(user.userId)}`}>查看我的主页</Link>
        {' · '}
        <Link to={routePath('Upload')}>上传图片</Link>
        {' · '}
        <Link to={routePath('IssueVideo')}>发布视频</Link>
        {' · '}
        <Link to={routePath('IssueArticle')}>发布文章</Link>
        {' · '}
        <Link to={routePath('Pound')}>发话题帖</Link>
      </Shortcuts>
      <MyWorks />
    </Panel>
  );
}

export default MyHomePage;
