import styled from '@emotion/styled';
import type { ComponentType } from 'react';
import { FlameIcon, HomeIcon, MailIcon, PlusIcon, UserIcon, type IconProps } from '@yiying/widgets';
import { NavLink } from '../../routing/link';
import { routePath, type RouteName } from '../../routing/routes';

const TABS: ReadonlyArray<{ name: RouteName; label: string; Icon: ComponentType<IconProps> }> = [
  { name: 'Home', label: '首页', Icon: HomeIcon },
  { name: 'Hot', label: '热门', Icon: FlameIcon },
  { name: 'Upload', label: '发布', Icon: PlusIcon },
  { name: 'Messages', label: '消息', Icon: MailIcon },
  { name: 'My', label: '我的', Icon: UserIcon },
];

/** The bar inside its place (bottom-tabs.tsx), which fixes it to the bottom below the sm breakpoint. */
const Bar = styled.nav({
  display: 'flex',
  height: '100%',
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
  ul: { display: 'flex', flex: 1, margin: 0, padding: 0, listStyle: 'none' },
  li: { flex: 1 },
});

const Tab = styled(NavLink)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  height: '100%',
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

/** The phone's tab bar (首页 / 热门 / 发布 / 消息 / 我的), loaded as a part of its own (see bottom-tabs.tsx). */
export default function BottomTabsBar() {
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
