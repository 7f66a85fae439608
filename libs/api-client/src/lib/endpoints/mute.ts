import type { Mute, MuteAction, MuteDuration } from '@yiying/models';
import { mutePaths } from '@yiying/validation';
import type { Transport } from '../transport.js';
import { fillPath } from './path.js';

/** What `create` takes: the word, 隐藏 or 折叠, and how long (default 永久). */
export interface MuteCreateParams {
  word: string;
  action: MuteAction;
  duration?: MuteDuration;
}

/** The signed-in member's muted words (屏蔽词), applied by the server to their feeds, search and comments. */
export interface MuteApi {
  /** The mutes still in force, newest first. */
  list(): Promise<Mute[]>;
  /** Adds a word, or renews it with a new action and expiry. */
  create(params: MuteCreateParams): Promise<Mute>;
  delete(muteId: string): Promise<void>;
}

export function createMuteApi(client: Pick<Transport, 'get' | 'post'>): MuteApi {
  return {
    list: () => client.get<Mute[]>(mutePaths.list.path),
    create: (params) => client.post<Mute>(mutePaths.create.path, params),
    delete: async (muteId) => {
      await client.post<unknown>(fillPath(mutePaths.delete.path, { id: muteId }));
    },
  };
}
