import styled from '@emotion/styled';
import { Link, NavLink } from 'react-router-dom';
import { routePath, type RouteName } from '../routes';

const NAV: ReadonlyArray<{ name: RouteName; label: string }> = [
  { name: 'Home', label: '首页' },
  { name: 'Hot', label: '热门' },
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
  ul: { display: 'flex', gap: theme.spacing.xs, margin: 0, padding: 0, listStyle: 'none' },
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
        <LoginLink to={routePath('Login')}>登录</LoginLink>
      </Inner>
    </Bar>
  );
}
