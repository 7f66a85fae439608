import type { AttentionState } from '@yiying/models';
import { behaviourPaths } from '@yiying/validation';
import type { Transport } from '../transport.js';
import { fillPath } from './path.js';

/** Member behaviours (follow / unfollow). */
export interface BehaviourApi {
  /** Follows a member (加关注); following yourself is refused with 400 不能关注自己. */
  attention(attentionUserId: string): Promise<AttentionState>;
  /** Unfollows a member (取消关注). */
  cancelAttention(attentionUserId: string): Promise<AttentionState>;
}

export function createBehaviourApi(client: Pick<Transport, 'post'>): BehaviourApi {
  return {
    attention: (attentionUserId) =>
      client.post<AttentionState>(fillPath(behaviourPaths.attention.path, { attentionUserId })),
    cancelAttention: (attentionUserId) =>
      client.post<AttentionState>(fillPath(behaviourPaths.cancelAttention.path, { attentionUserId })),
  };
}
