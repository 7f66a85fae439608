// Over 400 lines: one component, the site header, with the styled parts (bar, nav, menu, search) only it uses.
import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link, NavLink } from '../../routing/link';
import { CloseIcon, MenuIcon, SearchIcon } from '@yiying/widgets';
import { routePath, type RouteName } from '../../routing/routes';
import { loginPath } from '../../routing/login-path';
import { useSession, useSiteParams } from '../../data';

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
  position: 'relative',
  maxWidth: 1200,
  margin: '0 auto',
  padding: `0 ${theme.spacing.md}px`,
  height: 60,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing.lg,
}));

const SITE_NAME_TEXT = '医影';

const Logo = styled(Link)(({ theme }) => ({
  maxWidth: 160,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing.xs,
  img: { display: 'block', width: 28, height: 28, objectFit: 'contain', flex: 'none' },
  span: { overflow: 'hidden', textOverflow: 'ellipsis' },
  fontSize: theme.typography.sizes.xl,
  fontWeight: 700,
  color: theme.colors.primary,
  textDecoration: 'none',
  letterSpacing: 2,
  flex: 'none',
}));

const Nav = styled.nav(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  ul: {
    display: 'flex',
    gap: theme.spacing.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  '.menu-search': { display: 'flex', marginTop: theme.spacing.sm },
  [theme.mq.up.md]: { '.menu-search': { display: 'none' } },
  // Phones and small tablets: the links fold into a panel under the bar, opened by the menu button.
  [theme.mq.down.md]: {
    display: 'none',
    position: 'absolute',
    top: '100%',
    left: 0,
    right: 0,
    maxHeight: 'calc(100vh - 60px)',
    overflowY: 'auto',
    padding: theme.spacing.md,
    background: theme.colors.surface,
    borderBottom: `1px solid ${theme.colors.border}`,
    boxShadow: theme.shadow.card,
    '&[data-open="true"]': { display: 'block' },
    ul: { flexDirection: 'column', gap: 0 },
    'li a': { padding: `${theme.spacing.sm + 4}px ${theme.spacing.md}px`, fontSize: theme.typography.sizes.md },
    '.menu-search form': { flex: 1 },
    '.menu-search input': { width: '100%' },
  },
}));

const MenuButton = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: 40,
  height: 40,
  marginLeft: -theme.spacing.sm,
  marginRight: 'auto',
  padding: 0,
  border: 'none',
  borderRadius: theme.radius.sm,
  background: 'transparent',
  color: theme.colors.text,
  cursor: 'pointer',
  '&:hover': { color: theme.colors.primary },
  [theme.mq.up.md]: { display: 'none' },
}));

const BarSearch = styled.div(({ theme }) => ({
  flex: 'none',
  [theme.mq.down.md]: { display: 'none' },
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
    [theme.mq.down.sm]: { maxWidth: 72 },
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
    flex: 1,
    minWidth: 0,
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

type HeaderMemberPart = typeof import('./header-member').HeaderMember;
let HeaderMember: HeaderMemberPart | undefined;
let memberPart: Promise<void> | undefined;
let memberPartFailed = false;

/**
 * Loads the member's part of the header (a chunk of its own, see header-member.tsx) once. Never rejects: after a failed
 * download the header shows a plain link to 个人中心 until a later try succeeds.
 */
export function preloadHeaderMember(): Promise<void> {
  return (memberPart ??= import('./header-member').then(
    (module) => {
      HeaderMember = module.HeaderMember;
      memberPartFailed = false;
    },
    () => {
      memberPart = undefined;
      memberPartFailed = true;
    },
  ));
}

/**
 * The member's part: at once when its code is here (the app loads it before a member's first page), else once it has
 * loaded (a visitor who has just logged in). After a failed download a plain link to 个人中心 stands in, and the next
 * location (`retryKey`) tries again.
 */
function MemberPart({ retryKey, ...props }: Parameters<HeaderMemberPart>[0] & { retryKey: string }) {
  const [, loaded] = useState(0);
  useEffect(() => {
    if (!HeaderMember) void preloadHeaderMember().then(() => loaded((n) => n + 1));
  }, [retryKey]);
  if (!HeaderMember) return memberPartFailed ? <Link to={routePath('My')}>个人中心</Link> : null;
  return <HeaderMember {...props} />;
}

/** Avatar and nickname of the member, or the login prompt for a visitor. */
function HeaderUser() {
  const { user, loggedIn, session } = useSession();
  const params = useSiteParams();
  const { pathname, search } = useLocation();

  if (!loggedIn || !user) {
    const here = `${pathname}${search}`;
    return (
      <UserArea>
        <LoginLink to={pathname === routePath('Login') ? routePath('Login') : loginPath(here === '/' ? null : here)}>
          {params.nicklabel.value}
        </LoginLink>
        <span className="hint">{params.nickhint.value}</span>
      </UserArea>
    );
  }

  return (
    <UserArea>
      <MemberPart user={user} session={session} retryKey={pathname} />
    </UserArea>
  );
}

/** The site's logo picture, or its title, from the site parameters. */
function SiteLogo() {
  const { title, logo } = useSiteParams();
  const name = title.value || SITE_NAME_TEXT;
  return (
    <Logo to="/" aria-label={`${name} 首页`} title={name}>
      {logo.value && <img src={logo.value} alt="" width={28} height={28} />}
      <span>{name}</span>
    </Logo>
  );
}

/** Where the navigation folds into the menu panel (the theme's md breakpoint). */
const PANEL_BELOW = 960;

/** Dims the page under the open menu panel; a tap on it closes the menu (the document's pointer handler). */
const Backdrop = styled.div(({ theme }) => ({
  display: 'none',
  [theme.mq.down.md]: {
    display: 'block',
    position: 'fixed',
    top: 60,
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: -1,
    background: 'rgba(0, 0, 0, 0.4)',
  },
}));

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round the menu button and the panel's links while the menu is open. */
function keepFocusInMenu(event: KeyboardEvent, button: HTMLElement | null, nav: HTMLElement | null): void {
  if (!button || !nav || getComputedStyle(nav).position !== 'absolute') return;
  const stops = [button, ...nav.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = stops[0];
  const last = stops[stops.length - 1];
  const at = document.activeElement;
  if (event.shiftKey && at === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && at === last) {
    event.preventDefault();
    first?.focus();
  } else if (!stops.includes(at as HTMLElement)) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * The bar of every page. Below the md breakpoint the navigation folds into a panel opened by the
 * menu button: Escape or a click outside closes it and gives the focus back to the button, and
 * following a link closes it.
 */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();

  useEffect(() => {
    setOpen(false);
  }, [pathname, search]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') return keepFocusInMenu(event, buttonRef.current, navRef.current);
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (navRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    // The page under the open menu stays where it is (phones scroll the page behind a panel otherwise).
    const overflow = document.body.style.overflow;
    if (window.matchMedia?.(`(max-width: ${PANEL_BELOW - 0.02}px)`).matches) document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  return (
    <Bar>
      <Inner>
        <SiteLogo />
        <MenuButton
          ref={buttonRef}
          type="button"
          aria-label={open ? '关闭菜单' : '打开菜单'}
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
        </MenuButton>
        <Nav id="site-nav" ref={navRef} aria-label="主导航" data-open={open}>
          <ul>
            {NAV.map((item) => (
              <li key={item.name}>
                <NavItem to={routePath(item.name)} end={item.name === 'Home'} onClick={() => setOpen(false)}>
                  {item.label}
                </NavItem>
              </li>
            ))}
          </ul>
          {open && (
            <div className="menu-search">
              <HeaderSearch />
            </div>
          )}
        </Nav>
        {open && <Backdrop aria-hidden="true" data-testid="menu-backdrop" />}
        <BarSearch>
          <HeaderSearch />
        </BarSearch>
        <HeaderUser />
      </Inner>
    </Bar>
  );
}
