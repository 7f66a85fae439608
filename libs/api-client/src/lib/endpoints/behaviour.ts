import type { AttentionState, BehaviourState, ContentRecord } from '@yiying/models';
import { behaviourPaths, interactionPaths } from '@yiying/validation';
import type { Transport } from '../transport.js';
import { fillPath } from './path.js';

/** Member behaviours: follow, like, collect, forward, 屏蔽此条, and their cancels. */
export interface BehaviourApi {
  /** Follows a member (加关注); following yourself is refused with 400 不能关注自己. */
  attention(attentionUserId: string): Promise<AttentionState>;
  /** Unfollows a member (取消关注). */
  cancelAttention(attentionUserId: string): Promise<AttentionState>;
  /** `POST /web/user/behaviour/like/{contentId}`: likes a post (liking twice counts once); the new state and counters. */
  like(contentId: string): Promise<BehaviourState>;
  /** `POST /web/user/behaviour/collect/{contentId}`: collects a post (收藏). */
  collect(contentId: string): Promise<BehaviourState>;
  /**
   * `POST /web/user/behaviour/forward/{contentId}`: forwards a post with a title (必须填写标题, at most 64
   * characters); answers the new post, whose `parent` is the source.
   */
  forward(contentId: string, forwardedText: string): Promise<ContentRecord>;
  /** `POST /web/user/behaviour/cancel/like/{id}`: takes a like back; `id` is the like's id or the post's. */
  cancelLike(id: string): Promise<BehaviourState>;
  /** `POST /web/user/behaviour/cancel/collection/{id}`: takes a collection back (the collection's id or the post's). */
  cancelCollection(id: string): Promise<BehaviourState>;
  /** `POST /web/user/behaviour/shield/{contentId}`: 屏蔽此条, the post leaves the member's lists. */
  shield(contentId: string): Promise<void>;
  /** `POST /web/user/behaviour/cancel/shield/{contentId}`: shows a shielded post again. */
  cancelShield(contentId: string): Promise<void>;
}

export function createBehaviourApi(client: Pick<Transport, 'post'>): BehaviourApi {
  const onPost = (path: string, contentId: string) => fillPath(path, { contentId });
  return {
    attention: (attentionUserId) =>
      client.post<AttentionState>(fillPath(behaviourPaths.attention.path, { attentionUserId })),
    cancelAttention: (attentionUserId) =>
      client.post<AttentionState>(fillPath(behaviourPaths.cancelAttention.path, { attentionUserId })),
    like: (contentId) => client.post<BehaviourState>(onPost(interactionPaths.like.path, contentId)),
    collect: (contentId) => client.post<BehaviourState>(onPost(interactionPaths.collect.path, contentId)),
    forward: (contentId, forwardedText) =>
      client.post<ContentRecord>(onPost(interactionPaths.forward.path, contentId), { contentId, forwardedText }),
    cancelLike: (id) => client.post<BehaviourState>(fillPath(interactionPaths.cancelLike.path, { id })),
    cancelCollection: (id) => client.post<BehaviourState>(fillPath(interactionPaths.cancelCollection.path, { id })),
    shield: async (contentId) => {
      await client.post<unknown>(onPost(interactionPaths.shield.path, contentId));
    },
    cancelShield: async (contentId) => {
      await client.post<unknown>(onPost(interactionPaths.cancelShield.path, contentId));
    },
  };
}
