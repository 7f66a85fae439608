import styled from '@emotion/styled';
import { Suspense } from 'react';
import { deferredPart, SeenRegion } from '../../boot/deferred-part';
import type { RouteName } from '../../routing/routes';

/** Height of the bar above the phone's own bottom inset. */
export const BOTTOM_TABS_HEIGHT = 56;

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

/**
 * Where the bar sits: nothing from the sm breakpoint up, so on a wide screen it is never seen and its code (the tabs,
 * their icons and links, bottom-tabs-bar.tsx) never loads there; on a phone it is in view from the start and loads
 * with the page (see src/boot/deferred-part). Until then it is an empty bar of the same size.
 */
const Place = styled(SeenRegion)(({ theme }) => ({
  display: 'none',
  [theme.mq.down.sm]: {
    display: 'block',
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: theme.zIndex.dial,
    height: `calc(${BOTTOM_TABS_HEIGHT}px + env(safe-area-inset-bottom, 0px))`,
    background: theme.colors.surface,
    borderTop: `1px solid ${theme.colors.border}`,
  },
}));

const bar = deferredPart<object>(() => import('./bottom-tabs-bar'));
const Bar = bar.Part;

/** The phone's tab bar (首页 / 热门 / 发布 / 消息 / 我的), fixed at the bottom below the sm breakpoint. */
export function BottomTabs() {
  return (
    <Place part={bar}>
      <Suspense fallback={null}>
        <Bar />
      </Suspense>
    </Place>
  );
}

/** Room under the page for the fixed bar, so the footer's last line is not hidden behind it. */
export const BottomTabsSpacer = styled.div(({ theme }) => ({
  display: 'none',
  [theme.mq.down.sm]: { display: 'block', height: `calc(${BOTTOM_TABS_HEIGHT}px + env(safe-area-inset-bottom, 0px))` },
}));
