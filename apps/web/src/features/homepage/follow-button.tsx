import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CONTENT_ACTION_LABELS } from '@yiying/models';
import { Button } from '@yiying/widgets';
import { loginPath } from '../../routing/login-path';
import { useAttention, useCurrentUser, useFollow } from '../../data';
import { errorText } from './error-text';

export interface FollowButtonProps {
  /** The member to follow or unfollow. */
  userId: string;
}

/**
 * 加关注 / 取消关注 with the 互相关注 mark. A visitor goes to the login page and back; a member's
 * click goes through `useFollow`, which updates every count shown for both members.
 */
export function FollowButton({ userId }: FollowButtonProps) {
  const { loggedIn } = useCurrentUser();
  const follow = useFollow();
  const { data: state } = useAttention(userId);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = async () => {
    if (!loggedIn) {
      void navigate(loginPath(`${pathname}${search}`));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await follow(userId, !state?.attention);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const following = Boolean(state?.attention);
  return (
    <div>
      <Button
        variant={following ? 'outlined' : 'primary'}
        onClick={() => void toggle()}
        disabled={busy || (loggedIn && !state)}
      >
        {following ? CONTENT_ACTION_LABELS.attention_minus : CONTENT_ACTION_LABELS.attention_add}
      </Button>
      {state?.mutual && <span className="mutual">互相关注</span>}
      {error && (
        <p role="alert" style={{ margin: '4px 0 0' }}>
          {error}
        </p>
      )}
    </div>
  );
}
