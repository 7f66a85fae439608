import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@yiying/widgets';
import { useNavigateByName } from '../../routing/use-navigate-by-name';
import { loginPath } from '../../routing/login-path';
import { useCurrentUser } from '../../data';

export interface MessageButtonProps {
  /** The member to write to. */
  userId: string;
}

/** 私信: opens the conversation with this member in the message centre (a visitor logs in first). */
export function MessageButton({ userId }: MessageButtonProps) {
  const { loggedIn } = useCurrentUser();
  const navigateByName = useNavigateByName();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <Button
      variant="outlined"
      onClick={() => {
        if (!loggedIn) void navigate(loginPath(`${pathname}${search}`));
        else navigateByName('Messages', { chatUserId: userId }, { keep: 'query' });
      }}
    >
      私信
    </Button>
  );
}
