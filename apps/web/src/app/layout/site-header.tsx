import styled from '@emotion/styled';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { toSiteParams } from '@yiying/models';
import { SearchIcon } from '@yiying/widgets';
import { UserAvatar, UserBadge } from '../../components/user-avatar';
import { routePath, type RouteName } from '../routes';
import { loginPath } from '../session/login-path';
import { useSession } from '../../data';

const NAV: ReadonlyArray<{ name: RouteName; label: string }> = [
  { name: 'Home', label: '首页' },
  { name: 'Hot', label: '热门' },
  { name: 'Attention', label: '关注' },
  { name: 'Activity', label: '活动' },
  { name: 'Circle', label: '圈子' },
  { name: 'Exhibit', label: '展览' },
  { name: 'About', label: '关于' },
];

const Bar = styled.header(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.dial,
  background: theme.colors.surface,
  borderBottom: `1px solid ${theme.colors.border}`,
}));

const Inner = styled.div(({ theme }) => ({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `0 ${theme.spacing.md}px`,
  height: 60,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing.lg,
}));

const Logo = styled(Link)(({ theme }) => ({
  fontSize: theme.typography.sizes.xl,
  fontWeight: 700,
  color: theme.colors.primary,
  textDecoration: 'none',
  letterSpacing: 2,
}));

const Nav = styled.nav(({ theme }) => ({
  flex: 1,
  overflowX: 'auto',
  ul: {
    display: 'flex',
    gap: theme.spacing.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
}));

const NavItem = styled(NavLink)(({ theme }) => ({
  display: 'block',
  padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
  borderRadius: theme.radius.sm,
  color: theme.colors.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { color: theme.colors.primary },
  '&[aria-current="page"]': { color: theme.colors.primary, fontWeight: 600 },
}));

const LoginLink = styled(Link)(({ theme }) => ({
  padding: `${theme.spacing.xs + 2}px ${theme.spacing.md}px`,
  borderRadius: theme.radius.round,
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
}));

const UserArea = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing.sm,
  flex: 'none',
  fontSize: theme.typography.sizes.sm,
  '.me': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing.xs,
    maxWidth: 200,
    color: theme.colors.text,
    textDecoration: 'none',
    '&:hover .nick': { color: theme.colors.primary },
  },
  '.nick': {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '.hint': {
    color: theme.colors.muted,
    fontSize: theme.typography.sizes.xs,
    [theme.mq.down.md]: { display: 'none' },
  },
  button: {
    padding: `2px ${theme.spacing.sm}px`,
    border: 'none',
    background: 'transparent',
    color: theme.colors.muted,
    font: 'inherit',
    cursor: 'pointer',
    '&:hover': { color: theme.colors.primary },
  },
}));

const SearchForm = styled.form(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  flex: 'none',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.round,
  background: theme.colors.background,
  '&:focus-within': { borderColor: theme.colors.primary },
  input: {
    width: 140,
    minHeight: 34,
    padding: `0 ${theme.spacing.sm}px 0 ${theme.spacing.md}px`,
    border: 'none',
    background: 'transparent',
    color: theme.colors.text,
    font: 'inherit',
    fontSize: theme.typography.sizes.sm,
    outline: 'none',
    [theme.mq.down.md]: { width: 90 },
  },
  button: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 34,
    minHeight: 34,
    border: 'none',
    borderRadius: theme.radius.round,
    background: 'transparent',
    color: theme.colors.muted,
    cursor: 'pointer',
    '&:hover, &:focus-visible': { color: theme.colors.primary },
  },
}));

/** The header's search box: opens 搜索 with the words in the address, so a result page can be shared. */
function HeaderSearch() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const current = pathname === routePath('Search') ? (new URLSearchParams(search).get('search') ?? '') : '';
  const [text, setText] = useState(current);
  return (
    <SearchForm
      role="search"
      aria-label="站内搜索"
      onSubmit={(event) => {
        event.preventDefault();
        const words = text.trim();
        if (!words) return;
        void navigate(`${routePath('Search')}?search=${encodeURIComponent(words)}`);
      }}
    >
      <input
        type="search"
        aria-label="搜索作品、用户、活动"
        placeholder="搜索"
        maxLength={32}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" aria-label="搜索">
        <SearchIcon size={18} />
      </button>
    </SearchForm>
  );
}
/** Members only, and live only after the first paint: the bell and its hooks are a chunk of their own. */
const HeaderBell = lazy(() => import('./header-bell'));

/** Site parameters with the spec's defaults (nicklabel 点击登录, nickhint). */
const SITE_PARAMS = toSiteParams(undefined);

/** Avatar and nickname of the member, or the login prompt for a visitor. */
function HeaderUser() {
  const { user, loggedIn, session } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  if (!loggedIn || !user) {
    const here = `${pathname}${search}`;
    return (
      <UserArea>
        <LoginLink to={pathname === routePath('Login') ? routePath('Login') : loginPath(here === '/' ? null : here)}>
          {SITE_PARAMS.nicklabel.value}
        </LoginLink>
        <span className="hint">{SITE_PARAMS.nickhint.value}</span>
      </UserArea>
    );
  }

  const logout = async () => {
    setLeaving(true);
    await session.logout();
    setLeaving(false);
    void navigate('/');
  };

  return (
    <UserArea>
      <Suspense fallback={null}>
        <HeaderBell />
      </Suspense>
      <Link className="me" to={routePath('My')} aria-label={`个人中心：${user.username}`}>
        <UserAvatar user={user} size={32} />
        <span className="nick">{user.username}</span>
        <UserBadge type={user.type} />
      </Link>
      <button type="button" onClick={() => void logout()} disabled={leaving}>
        退出
      </button>
    </UserArea>
  );
}

export function SiteHeader() {
  return (
    <Bar>
      <Inner>
        <Logo to="/" aria-label="医影 首页">
          医影
        </Logo>
        <Nav aria-label="主导航">
          <ul>
            {NAV.map((item) => (
              <li key={item.name}>
                <NavItem to={routePath(item.name)} end={item.name === 'Home'}>
                  {item.label}
                </NavItem>
              </li>
            ))}
          </ul>
        </Nav>
        <HeaderSearch />
        <HeaderUser />
      </Inner>
    </Bar>
  );
}
