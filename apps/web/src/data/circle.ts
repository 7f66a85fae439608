import { useCallback } from 'react';
import type { CircleRecord } from '@yiying/models';
import { useApiClient } from './api-client-context';
import { queryKeys } from './query-keys';
import { useSession } from './session-context';
import { useApiQuery, useRevalidate } from './use-api-query';

/** Enabled circles with their counts; for a member, whether they joined each (keyed by viewer). */
export function useCircleList() {
  const { user } = useSession();
  const viewer = user?.userId ?? null;
  return useApiQuery(queryKeys.circle.list(viewer), (client) => client.circle.list({ pageSize: 50 }));
}

/** One circle (`GET /api/circle/detail/{id}`), with `subscribed` for a member. */
export function useCircleDetail(circleId: string | undefined) {
  const { user } = useSession();
  const viewer = user?.userId ?? null;
  return useApiQuery(circleId ? queryKeys.circle.detail(circleId, viewer) : null, (client) =>
    client.circle.detail(circleId as string),
  );
}

/** 加入 / 退出 a circle; every circle read (counts, 已加入) is fetched again after the answer. */
export function useCircleMembership(): (circle: Pick<CircleRecord, 'circleId'>, join: boolean) => Promise<void> {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return useCallback(
    async (circle, join) => {
      if (join) await client.circleSubscribe.create(circle.circleId);
      else await client.circleSubscribe.cancel(circle.circleId);
      await revalidate(queryKeys.circle.all);
    },
    [client, revalidate],
  );
}
