import { fansPaths, mutePaths, type InputOf } from '@yiying/validation';
import { clientFor, type CallResult, type ContractClient } from './contract-client.js';
import type { Transport } from './transport.js';

type Calls = Pick<Transport, 'get' | 'post' | 'list'>;

/** The signed-in member's muted words (屏蔽词), applied by the server to their feeds, search and comments. */
export type MuteApi = ContractClient<typeof mutePaths>;

/** What `mute.create` takes: the word, 隐藏 or 折叠, and how long (default 永久). */
export type MuteCreateParams = InputOf<typeof mutePaths.create>;

/** Query of the public fans list as the caller gives it: every field optional. */
export type FansListParams = InputOf<typeof fansPaths.list>;

/** Follow relations: someone's fans or follows (public), the member's own, and following by id. */
export type FansApi = Omit<ContractClient<typeof fansPaths>, 'create'> & {
  /** Follows `userId`. */
  create(userId: string): Promise<CallResult<typeof fansPaths.create>>;
};

/**
 * The endpoint groups built from the contracts' route tables (one chunk, loaded on the first call of any of them);
 * a group only adapts the calls whose public signature predates the contracts.
 */
export const contractGroups = {
  mute: (transport: Calls): MuteApi => clientFor(mutePaths, transport),
  fans: (transport: Calls): FansApi => {
    const calls = clientFor(fansPaths, transport);
    return { ...calls, create: (userId) => calls.create({ userId }) };
  },
};
