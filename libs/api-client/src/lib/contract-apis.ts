import type { bannerPaths, fansPaths, InputOf, mutePaths, topicPaths } from '@yiying/validation';
import type { CallResult, ContractClient } from './contract-client.js';

/** Banners of the home, hot, activity and login pages (public). */
export type BannerApi = ContractClient<typeof bannerPaths>;

/** Query of the banner list as the caller gives it: every field optional. */
export type BannerListParams = InputOf<typeof bannerPaths.list>;

/** Topics (`#topic#` segments of titles) with posts the caller may see. */
export type TopicApi = ContractClient<typeof topicPaths>;

/** Query of the topic list as the caller gives it; `title` finds topics whose name contains it. */
export type TopicListParams = InputOf<typeof topicPaths.list>;

/** The signed-in member's muted words (屏蔽词), applied by the server to their feeds, search and comments. */
export type MuteApi = ContractClient<typeof mutePaths>;

/** What `mute.create` takes: the word, 隐藏 or 折叠, and how long (default 永久). */
export type MuteCreateParams = InputOf<typeof mutePaths.create>;

/** Follow relations: someone's fans or follows (public), the member's own, and following by id. */
export type FansApi = Omit<ContractClient<typeof fansPaths>, 'create'> & {
  /** Follows `userId`. */
  create(userId: string): Promise<CallResult<typeof fansPaths.create>>;
};

/** Query of the public fans list as the caller gives it: every field optional. */
export type FansListParams = InputOf<typeof fansPaths.list>;

/** The fans group: the contract's calls, `create` taking the member to follow as its one argument. */
export function fansApi(calls: ContractClient<typeof fansPaths>): FansApi {
  return { ...calls, create: (userId) => calls.create({ userId }) };
}
