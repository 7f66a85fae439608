import type { ApiClient } from '../client.js';
import type { SmsOutboxEntry } from '../identity.js';

export const devPaths = {
  smsOutbox: { method: 'GET', path: '/dev/sms/outbox' },
} as const;

/** Development helpers; the server answers them only outside production. */
export interface DevApi {
  /** Codes the development SMS provider "sent", newest first. */
  smsOutbox(mobile?: string): Promise<SmsOutboxEntry[]>;
}

export function createDevApi(client: Pick<ApiClient, 'get'>): DevApi {
  return {
    smsOutbox: async (mobile) =>
      (await client.get<SmsOutboxEntry[]>(devPaths.smsOutbox.path, {
        mobile,
      })) ?? [],
  };
}
