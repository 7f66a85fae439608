import styled from '@emotion/styled';
import type { ComponentType } from 'react';
import { FlameIcon, HomeIcon, MailIcon, PlusIcon, UserIcon, type IconProps } from '@yiying/widgets';
import { NavLink } from '../../routing/link';
import { routePath, type RouteName } from '../../routing/routes';

/** Height of the bar above the phone's own bottom inset. */
export const BOTTOM_TABS_HEIGHT = 56;

const TABS: ReadonlyArray<{ name: RouteName; label: string; Icon: ComponentType<IconProps> }> = [
  { name: 'Home', label: '首页', Icon: HomeIcon },
  { name: 'Hot', label: '热门', Icon: FlameIcon },
  { name: 'Upload', label: '发布', Icon: PlusIcon },
  { name: 'Messages', label: '消息', Icon: MailIcon },
  { name: 'My', label: '我的', Icon: UserIcon },
];

/**
 * Routes that show the bar: the places a phone user moves between. Writing pages (publishing, chat, login) keep the
 * whole screen, with their own buttons at the bottom.
 */
const SHOWN_ON: ReadonlySet<RouteName> = new Set<RouteName>([
  'Home',
  'Hot',
  'HotList',
  'Attention',
  'Activity',
  'Circle',
  'Exhibit',
  'National',
  'About',
  'My',
  'Pound',
  'Search',
  'Homepage',
  'HotDetail',
  'ActivityDetail',
  'Notice',
]);

/** Whether the page shows the bar; 消息中心 shows it on its lists, not while a conversation (with its input) is open. */
export function showsBottomTabs(route: RouteName | undefined, search = ''): boolean {
  if (route === 'Messages') return !new URLSearchParams(search).has('chatUserId');
  return route !== undefined && SHOWN_ON.has(route);
}

const Bar = styled.nav(({ theme }) => ({
  display: 'none',
  [theme.mq.down.sm]: {
    display: 'flex',
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: theme.zIndex.dial,
    height: `calc(${BOTTOM_TABS_HEIGHT}px + env(safe-area-inset-bottom, 0px))`,
    paddingBottom: 'env(safe-area-inset-bottom, 0px)',
    background: theme.colors.surface,
    borderTop: `1px solid ${theme.colors.border}`,
  },
  ul: { display: 'flex', flex: 1, margin: 0, padding: 0, listStyle: 'none' },
  li: { flex: 1 },
}));

const Tab = styled(NavLink)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  height: BOTTOM_TABS_HEIGHT,
  color: theme.colors.muted,
  fontSize: theme.typography.sizes.xs,
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  '&[aria-current="page"]': { color: theme.colors.text, fontWeight: 600 },
  '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: -4 },
  svg: { height: 26 },
  '&.publish svg': {
    width: 40,
    padding: '2px 10px',
    borderRadius: theme.radius.md,
    background: theme.colors.primary,
    color: theme.colors.onPrimary,
  },
}));

/** The phone's tab bar (首页 / 热门 / 发布 / 消息 / 我的), fixed at the bottom below the sm breakpoint. */
export function BottomTabs() {
  return (
    <Bar aria-label="底部导航">
      <ul>
        {TABS.map(({ name, label, Icon }) => (
          <li key={name}>
            <Tab
              to={routePath(name)}
              end={name === 'Home' || name === 'My'}
              className={name === 'Upload' ? 'publish' : undefined}
            >
              <Icon size={name === 'Upload' ? 24 : 22} />
              <span>{label}</span>
            </Tab>
          </li>
        ))}
      </ul>
    </Bar>
  );
}

/** Room under the page for the fixed bar, so the footer's last line is not hidden behind it. */
export const BottomTabsSpacer = styled.div(({ theme }) => ({
  display: 'none',
  [theme.mq.down.sm]: { display: 'block', height: `calc(${BOTTOM_TABS_HEIGHT}px + env(safe-area-inset-bottom, 0px))` },
}));
