import type { SmsOutboxEntry } from '@yiying/models';
import { devPaths } from '@yiying/validation';
import type { Transport } from '../transport.js';

/** Development helpers; the server answers them only outside production. */
export interface DevApi {
  /** Codes the development SMS provider "sent", newest first. */
  smsOutbox(mobile?: string): Promise<SmsOutboxEntry[]>;
}

export function createDevApi(client: Pick<Transport, 'get'>): DevApi {
  return {
    smsOutbox: async (mobile) =>
      (await client.get<SmsOutboxEntry[]>(devPaths.smsOutbox.path, {
        mobile,
      })) ?? [],
  };
}
