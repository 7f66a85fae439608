import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { IdentityUser, Session } from '@yiying/api-client';
import { UserAvatar, UserBadge } from '../../components/user-avatar';
import { Link } from '../../routing/link';
import { routePath } from '../../routing/routes';

/** Live only after the first paint: the bell and its hooks are a chunk of their own. */
const HeaderBell = lazy(() => import('./header-bell'));

export interface HeaderMemberProps {
  user: IdentityUser;
  session: Session;
}

/**
 * The signed-in member's part of the header: the bell, avatar and nickname (to 个人中心), and 退出. A chunk of its own,
 * which a visitor never loads; the app loads it before it shows a member's page (see `preloadHeaderMember`).
 */
export function HeaderMember({ user, session }: HeaderMemberProps) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    await session.logout();
    setLeaving(false);
    void navigate('/');
  };
  return (
    <>
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
    </>
  );
}
