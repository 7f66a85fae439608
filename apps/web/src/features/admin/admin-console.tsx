import { lazy, Suspense, useEffect } from 'react';
import useSWR from 'swr';
import { Badge, VisuallyHidden } from '@yiying/widgets';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Link, NavLink } from '../../routing/link';
import { useApiClient, useSession } from '../../data';
import { Denied, Main, Shell, Side } from './admin-console.styles';
import { Button } from '@yiying/widgets';
import { CONSOLE_GROUPS, MODERATION_COUNTS_KEY } from './console-nav';

// ECharts is the console's largest part: it loads when 概览 opens, not with the tables.
const OverviewScreen = lazy(() => import('./screens/overview-screen').then((m) => ({ default: m.OverviewScreen })));
// The tables, their forms and the contracts they check: loaded when a screen other than 概览 opens.
const ConsoleScreens = lazy(() => import('./console-screens'));

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
          <Route
            path="*"
            element={
              <Suspense fallback={<p role="status">加载中…</p>}>
                <ConsoleScreens />
              </Suspense>
            }
          />
        </Routes>
      </Main>
    </Shell>
  );
}

export default AdminConsole;
