import type { RouteTable } from '../route-spec.js';

/** Development helpers, answered only outside production. */
export const devPaths = {
  smsOutbox: { method: 'GET', path: '/dev/sms/outbox', operationId: 'smsOutbox' },
} as const satisfies RouteTable;
