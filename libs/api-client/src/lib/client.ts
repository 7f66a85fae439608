import type { ApiClient, GroupName } from './client-groups.js';
import { lazyGroup } from './lazy-group.js';
import { createTransport, type ApiClientOptions } from './transport.js';

export type { ApiClient } from './client-groups.js';

/** Every group of the client: the type requires each group of `ApiClient` once, so none can be left out. */
const GROUPS: { readonly [K in GroupName]: true } = {
  banner: true,
  content: true,
  topic: true,
  file: true,
  user: true,
  sso: true,
  wxMp: true,
  fans: true,
  imMsg: true,
  imSession: true,
  block: true,
  notification: true,
  behaviour: true,
  certificate: true,
  moderation: true,
  privacy: true,
  mute: true,
  dev: true,
  likes: true,
  collection: true,
  comment: true,
  reply: true,
  album: true,
  albumImage: true,
  search: true,
  report: true,
  activity: true,
  activityEnroll: true,
  roadshow: true,
  activityMng: true,
  circle: true,
  circleSubscribe: true,
  notice: true,
  siteParam: true,
  config: true,
  dict: true,
  category: true,
  guestbook: true,
  bannerMng: true,
};

/**
 * Creates an api client on ky. No global state: each app or test builds its own. Each endpoint group loads on its
 * first call: the builders (client-builders.ts) and the transport's calls (ky), then the group's route table and
 * adapter, so a site's first script carries none of them.
 * @example const client = createApiClient({ baseUrl: '', getToken: () => session.token });
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const transport = createTransport(options);
  const groups = Object.fromEntries(
    (Object.keys(GROUPS) as GroupName[]).map((name) => [
      name,
      // The transport's calls load beside the group's code: a group may check an answer it received itself
      // (`readAnswer`, uploads with progress).
      lazyGroup(() =>
        Promise.all([import('./client-builders.js'), transport.ready()]).then(
          ([{ GROUP_BUILDERS }]) => GROUP_BUILDERS[name](transport) as unknown as Promise<Record<string, never>>,
        ),
      ),
    ]),
  );
  return { ...transport, ...groups } as unknown as ApiClient;
}
