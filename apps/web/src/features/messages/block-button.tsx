import { useState } from 'react';
import { Button } from '@yiying/widgets';
import { useBlockState, useCurrentUser, useToggleBlock } from '../../data';

export interface BlockButtonProps {
  /** The member to block or unblock. */
  userId: string;
}

/** 屏蔽 / 取消屏蔽: a blocked member cannot message me nor I them, and their comments are hidden from me. */
export function BlockButton({ userId }: BlockButtonProps) {
  const { loggedIn } = useCurrentUser();
  const { data } = useBlockState(userId);
  const toggle = useToggleBlock();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!loggedIn || !data) return null;
  return (
    <>
      <Button
        variant="text"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await toggle(userId, !data.blocked);
          } catch (failure) {
            setError(failure instanceof Error ? failure.message : '操作失败');
          } finally {
            setBusy(false);
          }
        }}
      >
        {data.blocked ? '取消屏蔽' : '屏蔽'}
      </Button>
      {error && <span role="alert">{error}</span>}
    </>
  );
}
