import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { InitialLoading } from '../layout/initial-loading';
import { loginPath } from '../../routing/login-path';
import { useSession } from '../../data';

/** Route guard: a visitor goes to the login page and comes back here afterwards. */
export function RequireLogin() {
  const { loggedIn, ready } = useSession();
  const { pathname, search, hash } = useLocation();
  // Wait for auto-login: a stale token is refreshed before any member call goes out.
  if (!ready) return <InitialLoading />;
  if (!loggedIn) return <Navigate to={loginPath(`${pathname}${search}${hash}`)} replace />;
  return <Outlet />;
}

export default RequireLogin;
