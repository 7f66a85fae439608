import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import useSWR from 'swr';
import { Badge, VisuallyHidden } from '@yiying/widgets';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Link, NavLink } from '../../routing/link';
import { useApiClient, useSession } from '../../data';
import { ResourceScreen, type ResourceConfig } from './blocks/resource-screen';
import { Denied, Main, Shell, Side } from './admin-console.styles';
import { Button } from '@yiying/widgets';
import { activityScreen, entryScreen, roadshowScreen } from './screens/activity-screens';
import { auditScreen, commentScreen, contentScreen, memberScreen } from './screens/moderation-screens';
import { jobScreen } from './screens/job-screen';
import { MODERATION_COUNTS_KEY, ReviewQueueScreen } from './screens/review-queue-screen';
import { WatchwordScreen } from './screens/watchword-screen';
import { certificateScreen, reportScreen } from './screens/review-screens';
import {
  bannerScreen,
  categoryScreen,
  circleScreen,
  configScreen,
  dictScreen,
  guestbookScreen,
  noticeScreen,
  siteParamScreen,
} from './screens/site-screens';

// ECharts is the console's largest part: it loads when 概览 opens, not with the tables.
const OverviewScreen = lazy(() => import('./screens/overview-screen').then((m) => ({ default: m.OverviewScreen })));

interface ConsoleScreen {
  path: string;
  label: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen has its own record type
  config?: ResourceConfig<any>;
  /** A screen of its own, not a resource table. */
  element?: () => ReactElement;
  /** Which pending count the side navigation shows beside it. */
  count?: 'queue' | 'report';
}

/** The side navigation: every screen of the console by group. */
export const CONSOLE_GROUPS: ReadonlyArray<{ title: string; screens: readonly ConsoleScreen[] }> = [
  {
    title: '审核',
    screens: [
      { path: 'moderation', label: '审核队列', element: () => <ReviewQueueScreen />, count: 'queue' },
      { path: 'reports', label: '举报处理', config: reportScreen, count: 'report' },
      { path: 'watchwords', label: '敏感词', element: () => <WatchwordScreen /> },
      { path: 'certificates', label: '认证审核', config: certificateScreen },
      { path: 'entries', label: '作品评审', config: entryScreen },
    ],
  },
  {
    title: '内容',
    screens: [
      { path: 'contents', label: '内容管理', config: contentScreen },
      { path: 'comments', label: '评论管理', config: commentScreen },
    ],
  },
  {
    title: '活动',
    screens: [
      { path: 'activities', label: '活动', config: activityScreen('activity') },
      { path: 'exhibitions', label: '展览', config: activityScreen('exhibition') },
      { path: 'roadshows', label: '路演', config: roadshowScreen },
    ],
  },
  {
    title: '站点',
    screens: [
      { path: 'banners', label: '横幅', config: bannerScreen },
      { path: 'notices', label: '公告', config: noticeScreen },
      { path: 'circles', label: '圈子', config: circleScreen },
      { path: 'categories', label: '分类', config: categoryScreen },
      { path: 'dict', label: '字典', config: dictScreen },
      { path: 'params', label: '站点参数', config: siteParamScreen },
      { path: 'config', label: '站点配置', config: configScreen },
      { path: 'jobs', label: '任务', config: jobScreen },
    ],
  },
  {
    title: '会员与留言',
    screens: [
      { path: 'guestbook', label: '留言箱', config: guestbookScreen },
      { path: 'members', label: '会员管理', config: memberScreen },
      { path: 'audit', label: '审计日志', config: auditScreen },
    ],
  },
];

const SCREENS = CONSOLE_GROUPS.flatMap((group) => group.screens);

function Titled({ title, children }: { title: string; children: ReactElement }) {
  useEffect(() => {
    document.title = `${title} - 管理后台 - 医影`;
  }, [title]);
  return children;
}

/** 无权访问: what a visitor or a member sees at /admin; no admin call is made. */
export function NoAccess({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  useEffect(() => {
    document.title = '无权访问 - 医影';
  }, []);
  return (
    <Denied>
      <h1>无权访问</h1>
      <p>{signedIn ? '管理后台仅对管理员开放。' : '请先以管理员账号登录。'}</p>
      {signedIn ? (
        <Link to="/">返回首页</Link>
      ) : (
        <Link to={`/my/login?redirect=${encodeURIComponent(location.pathname)}`}>去登录</Link>
      )}
    </Denied>
  );
}

/**
 * 管理后台 (`/admin`): its own chunk, loaded only from this route. The server checks the admin role on every `/mng`
 * call; here a visitor or member only gets 无权访问, and no admin data is asked for.
 */
/** Pending counts beside 审核队列 and 举报处理, read again every minute and after every queue decision. */
function useQueueCounts(enabled: boolean): Record<'queue' | 'report', number> {
  const client = useApiClient();
  const { data } = useSWR(enabled ? [...MODERATION_COUNTS_KEY] : null, () => client.moderation.counts(), {
    refreshInterval: 60_000,
  });
  return {
    queue: data ? data.content + data.comment + data.name + data.other : 0,
    report: data?.report ?? 0,
  };
}

export function AdminConsole() {
  const { user, session } = useSession();
  const isAdmin = Boolean(user && user.role === 'admin');
  const counts = useQueueCounts(isAdmin);
  if (!user || user.role !== 'admin') return <NoAccess signedIn={Boolean(user)} />;
  return (
    <Shell>
      <Side>
        <Link className="brand" to="/admin">
          医影管理后台
        </Link>
        <nav aria-label="管理后台">
          <ul className="first">
            <li>
              <NavLink to="/admin" end>
                概览
              </NavLink>
            </li>
          </ul>
          {CONSOLE_GROUPS.map((group) => (
            <section key={group.title} aria-label={group.title}>
              <h2>{group.title}</h2>
              <ul>
                {group.screens.map((screen) => (
                  <li key={screen.path}>
                    <NavLink to={`/admin/${screen.path}`}>
                      {screen.label}
                      {screen.count && counts[screen.count] > 0 ? (
                        <>
                          {/* Not a live region: the number is read with the link's name. */}
                          <span aria-hidden="true">
                            <Badge className="count" count={counts[screen.count]} tone="danger" variant="solid" />
                          </span>
                          <VisuallyHidden>（{counts[screen.count]} 项待处理）</VisuallyHidden>
                        </>
                      ) : null}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </Side>
      <Main>
        <div className="top">
          <span>{user.username}</span>
          <Link to="/">返回网站</Link>
          <Button variant="text" size="sm" onClick={() => void session.logout()}>
            退出登录
          </Button>
        </div>
        <Routes>
          <Route
            index
            element={
              <Suspense fallback={<p role="status">正在加载概览…</p>}>
                <OverviewScreen />
              </Suspense>
            }
          />
          {SCREENS.map((screen) => (
            <Route
              key={screen.path}
              path={screen.path}
              element={
                <Titled title={screen.label}>
                  {screen.element ? screen.element() : <ResourceScreen key={screen.path} config={screen.config!} />}
                </Titled>
              }
            />
          ))}
          <Route path="*" element={<p role="alert">页面不存在</p>} />
        </Routes>
      </Main>
    </Shell>
  );
}

export default AdminConsole;
