import { Outlet } from 'react-router-dom';
import { NavLink } from '../../routing/link';
import { routePath, type RouteName } from '../../routing/routes';
import { UserAvatar, UserBadge } from '../../components/user-avatar';
import { useCurrentUser } from '../../data';
import { Content, Frame, Side } from './my-layout.styles';
import { PrivacyNotice } from './privacy-notice';

/** The side navigation of the personal area. */
export const MY_NAV: ReadonlyArray<{ name: RouteName; label: string }> = [
  { name: 'Certificate', label: '个人信息' },
  { name: 'Info', label: '个人设置' },
  { name: 'Album', label: '相册' },
  { name: 'Messages', label: '消息中心' },
  { name: 'Upload', label: '上传作品' },
  { name: 'IssueVideo', label: '发布视频' },
  { name: 'IssueArticle', label: '发布文章' },
];

/** The personal area: the member, the side navigation, and the page. */
export function MyLayout() {
  const { user } = useCurrentUser();
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
        <PrivacyNotice />
        <Outlet />
      </Content>
    </Frame>
  );
}

export default MyLayout;
