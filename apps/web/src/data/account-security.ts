import { useCallback, useSyncExternalStore } from 'react';
import type { MemberSession, StepUpState } from '@yiying/models';
import type { StepUpBody } from '@yiying/validation';
import { useApiClient } from './api-client-context';
import { queryKeys } from './query-keys';
import { useSession } from './session-context';
import { useApiQuery, useRevalidate } from './use-api-query';

/** Until when this tab's session passed 验证身份 (ms since the epoch); shared by every panel of the page. */
let verifiedUntil = 0;
const listeners = new Set<() => void>();
function setVerifiedUntil(time: number): void {
  verifiedUntil = time;
  for (const listener of [...listeners]) listener();
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * 验证身份: binding a mobile, setting a first password and exporting data need a proof of the owner within the last
 * 10 minutes (a `stepUp` code sent to the own mobile, or the login password). `verified` says whether this tab has
 * one; `verify` asks the server for it; `expired` forgets it after the server answered 请先验证身份.
 */
export function useStepUp(): {
  verified: boolean;
  verify(proof: StepUpBody): Promise<StepUpState>;
  expired(): void;
} {
  const client = useApiClient();
  const until = useSyncExternalStore(
    subscribe,
    () => verifiedUntil,
    () => 0,
  );
  const verify = useCallback(
    async (proof: StepUpBody) => {
      const state = await client.user.stepUp(proof);
      setVerifiedUntil(Date.parse(state.verifiedUntil));
      return state;
    },
    [client],
  );
  const expired = useCallback(() => setVerifiedUntil(0), []);
  return { verified: until > Date.now(), verify, expired };
}

/** 登录设备: every live login of the signed-in member, the current one first. */
export function useMemberSessions() {
  const { user } = useSession();
  return useApiQuery<MemberSession[]>(user ? queryKeys.user.sessions(user.userId) : null, (client) =>
    client.user.sessions(),
  );
}

/** Ends one login of the member (`sessionId`), or with no id every login but this one. */
export function useEndSessions(): (sessionId?: string) => Promise<void> {
  const client = useApiClient();
  const { user } = useSession();
  const revalidate = useRevalidate();
  return useCallback(
    async (sessionId?: string) => {
      if (sessionId) await client.user.endSession(sessionId);
      else await client.user.endOtherSessions();
      if (user) await revalidate(queryKeys.user.sessions(user.userId));
    },
    [client, user, revalidate],
  );
}
