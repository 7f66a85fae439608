import type { behaviourPaths, collectionPaths, InputOf, interactionPaths, likesPaths } from '@yiying/validation';
import type { ContractClient } from '../contract-client.js';

/** Calls of the likes resource (赞过: `/api/likes`, `/web/likes`). */
export type LikesApi = ContractClient<typeof likesPaths>;

/** Calls of the collection resource (收藏: `/api/collection`, `/web/collection`). */
export type CollectionApi = ContractClient<typeof collectionPaths>;

/** Query of a likes or collection list: whose (`userId`), of which post (`contentId`), the content `type`. */
export type InteractionListParams = InputOf<typeof likesPaths.list>;

/** Query of the member's own likes (赞过) or collections (收藏), by content `type`. */
export type PersonalInteractionParams = InputOf<typeof likesPaths.personalList>;

type Interaction = ContractClient<typeof interactionPaths>;

/** Member behaviours: follow, like, collect, forward, 屏蔽此条, and their cancels. */
export type BehaviourApi = ContractClient<typeof behaviourPaths> &
  Omit<Interaction, 'forward'> & {
    /**
     * Forwards a post with a title (必须填写标题, at most 64 characters); answers the new post, whose `parent` is the
     * source.
     */
    forward(contentId: string, forwardedText: string): ReturnType<Interaction['forward']>;
  };

/** The behaviour group: the follow calls and the post behaviours, `forward` taking its title as second argument. */
export function behaviourApi(follows: ContractClient<typeof behaviourPaths>, calls: Interaction): BehaviourApi {
  return {
    ...follows,
    ...calls,
    forward: (contentId, forwardedText) => calls.forward(contentId, { contentId, forwardedText }),
  };
}
