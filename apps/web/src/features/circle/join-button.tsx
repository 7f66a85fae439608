import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '@yiying/api-client';
import type { CircleRecord } from '@yiying/models';
import { Button } from '@yiying/widgets';
import { loginPath } from '../../routing/login-path';
import { useSession } from '../../data';
import { useCircleMembership } from '../../data/circle';

/**
 * 加入 / 已加入 of a circle. A visitor is sent to the login page and back; 已加入 leaves the circle. The state
 * shown is the server's, read again after each answer; a failure is said beside the button.
 */
export function JoinButton({ circle }: { circle: CircleRecord }) {
  const { loggedIn } = useSession();
  const membership = useCircleMembership();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const joined = Boolean(circle.subscribed);

  const onClick = async () => {
    if (!loggedIn) {
      void navigate(loginPath(`${pathname}${search}`));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await membership(circle, !joined);
    } catch (e) {
      setError(isApiError(e) ? e.message : '操作失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <span>
      <Button
        variant={joined ? 'outlined' : 'primary'}
        aria-label={joined ? `已加入 ${circle.name}，点击退出` : `加入 ${circle.name}`}
        title={joined ? '点击退出圈子' : undefined}
        disabled={busy}
        onClick={() => void onClick()}
      >
        {joined ? '已加入' : '加入'}
      </Button>
      {error && (
        <span role="alert" style={{ marginLeft: 8, fontSize: 12 }}>
          {error}
        </span>
      )}
    </span>
  );
}
