import { ok, fail, type FixtureAnswer, type FixtureRequest } from './fixture-server';

type Handler = (query: URLSearchParams, request: FixtureRequest) => FixtureAnswer;

/** A post as the fixture keeps it (the API's content record). */
export type StoredPost = Record<string, unknown> & { contentId: string; state: string; createBy: string };

const TIME = '2026-05-01T08:00:00.000Z';

/** An uploaded image as `/web/file/upload` answers it, with WebP renditions and a real ThumbHash. */
export function sampleMedia(id: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    mediaId: id,
    kind: 'image',
    url: `/files/m/${id}.jpg`,
    name,
    size: 4,
    type: 'image/jpeg',
    width: 1280,
    height: 800,
    placeholder: 'mHcGbJaDh4dweHh3iIeAhgi4iA==',
    renditions: [
      { url: `/files/m/${id}-640.webp`, width: 640, height: 400, type: 'image/webp' },
      { url: `/files/m/${id}-1280.webp`, width: 1280, height: 800, type: 'image/webp' },
    ],
    createTime: TIME,
    ...extra,
  };
}

function pageOf(records: unknown[]) {
  return ok({ records, total: records.length, size: 20, current: 1, pages: 1 });
}

/**
 * The content routes of the server over an in-memory list, enough for the editors and lists to be exercised
 * through real HTTP: create and update keep what was sent, detail and lists read it back, delete removes.
 * `me` is the member the token belongs to.
 */
export function contentRoutes(me: string) {
  const posts: StoredPost[] = [];
  const media = new Map<string, ReturnType<typeof sampleMedia>>();
  let next = 0;
  let uploads = 0;
  const withMedia = (post: StoredPost) => ({
    ...post,
    media: ((post['mediaIds'] as string[] | undefined) ?? []).map((id) => media.get(id)).filter(Boolean),
  });
  const routes: Record<string, Handler> = {
    'POST /web/file/upload': (_q, { body }) => {
      const name = /filename="([^"]+)"/.exec(String(body))?.[1] ?? 'file';
      uploads += 1;
      const record = sampleMedia(`m${uploads}`, decodeURIComponent(name));
      media.set(record.mediaId, record);
      return ok(record);
    },
    'POST /web/content/create': (_q, { body }) => {
      next += 1;
      const sent = body as Record<string, unknown>;
      const ids = (sent['mediaIds'] as string[] | undefined) ?? [];
      const cover = (sent['cover'] as string | undefined) || media.get(ids[0] ?? '')?.url || '';
      const post: StoredPost = {
        likesNum: 0,
        collectNum: 0,
        commentNum: 0,
        hitNum: 0,
        forwardedNum: 0,
        forwardedFlag: 'no',
        createTime: TIME,
        updateTime: TIME,
        creator: { userId: me, username: '小李', avatar: '' },
        ...sent,
        contentId: `p${next}`,
        state: String(sent['state'] ?? 'publish'),
        createBy: me,
        cover,
      };
      posts.unshift(post);
      return ok(withMedia(post));
    },
    'GET /web/content/personalList': (query) =>
      pageOf(posts.filter((p) => p.createBy === me && (!query.get('state') || p.state === query.get('state')))),
    'GET /api/content/list': (query) =>
      pageOf(
        posts.filter(
          (p) =>
            p.state === 'publish' &&
            (!query.get('type') || p['type'] === query.get('type')) &&
            (!query.get('createBy') || p.createBy === query.get('createBy')),
        ),
      ),
  };
  const dynamic = (route: string): Handler | undefined => {
    const detail = /^GET \/api\/content\/detail\/(.+)$/.exec(route);
    if (detail) {
      return () => {
        const post = posts.find((p) => p.contentId === detail[1]);
        return post ? ok(withMedia(post)) : fail(404, '内容不存在');
      };
    }
    const update = /^POST \/web\/content\/update\/(.+)$/.exec(route);
    if (update) {
      return (_q, { body }) => {
        const post = posts.find((p) => p.contentId === update[1]);
        if (!post) return fail(404, '内容不存在');
        Object.assign(post, body as object);
        return ok(withMedia(post));
      };
    }
    const remove = /^POST \/web\/content\/delete\/(.+)$/.exec(route);
    if (remove) {
      return () => {
        const index = posts.findIndex((p) => p.contentId === remove[1]);
        if (index < 0) return fail(404, '内容不存在');
        posts.splice(index, 1);
        return ok({});
      };
    }
    return undefined;
  };
  return { routes, dynamic, posts, media };
}
