import styled from '@emotion/styled';
import { NavLink, Outlet } from 'react-router-dom';
import { useSession } from '../../app/session/session-context';
import { routePath, type RouteName } from '../../app/routes';
import { UserAvatar, UserBadge } from '../../components/user-avatar';

export const MY_NAV: ReadonlyArray<{ name: RouteName; label: string }> = [
  { name: 'Certificate', label: '个人信息' },
  { name: 'Info', label: '个人设置' },
  { name: 'Album', label: '相册' },
  { name: 'Messages', label: '消息中心' },
  { name: 'Upload', label: '上传作品' },
  { name: 'IssueVideo', label: '发布视频' },
  { name: 'IssueArticle', label: '发布文章' },
];

const Frame = styled.div(({ theme }) => ({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${theme.spacing.lg}px ${theme.spacing.md}px`,
  display: 'grid',
  gap: theme.spacing.lg,
  gridTemplateColumns: '1fr',
  [theme.mq.up.md]: { gridTemplateColumns: '220px minmax(0, 1fr)' },
}));

const Side = styled.aside(({ theme }) => ({
  alignSelf: 'start',
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  padding: theme.spacing.md,
  '.who': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
    marginBottom: theme.spacing.md,
    minWidth: 0,
  },
  '.who a': {
    color: theme.colors.text,
    textDecoration: 'none',
    fontWeight: 600,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  ul: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: 4,
    [theme.mq.up.md]: { flexDirection: 'column' },
  },
  'li a': {
    display: 'block',
    padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
    borderRadius: theme.radius.sm,
    color: theme.colors.text,
    textDecoration: 'none',
    '&:hover': { color: theme.colors.primary },
    '&[aria-current="page"]': {
      background: theme.colors.background,
      color: theme.colors.primary,
      fontWeight: 600,
    },
  },
}));

const Content = styled.div({ minWidth: 0 });

/** The personal area: the member, the side navigation, and the page. */
export function MyLayout() {
  const { user } = useSession();
  return (
    <Frame>
      <Side>
        {user && (
          <div className="who">
            <UserAvatar user={user} size={48} />
            <NavLink to={routePath('My')} end>
              {user.username}
            </NavLink>
            <UserBadge type={user.type} />
          </div>
        )}
        <nav aria-label="个人中心">
          <ul>
            {MY_NAV.map((item) => (
              <li key={item.name}>
                <NavLink to={routePath(item.name)}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </Side>
      <Content>
        <Outlet />
      </Content>
    </Frame>
  );
}

export default MyLayout;
