/**
 * What a page says of itself to search engines and to the apps a link is shared in: its `<title>`, description,
 * canonical address, Open Graph and Twitter card tags and JSON-LD. Built from the answers an anonymous visitor gets
 * (`GET /api/...` without a token), so a post a visitor may not see (private, fans, mutual, a draft, hidden or deleted)
 * gives nothing but the site's own title: the same access-scope rule as every read.
 */

/** The `data` of a public answer as an anonymous visitor gets it (null when the answer is not a 200). */
export type PublicRead = (url: string) => Promise<unknown>;

/** The head of one page. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical address (the page's own parameters only). */
  canonical?: string;
  /** Absolute address of a picture of the page (a rendition of the cover). */
  image?: { url: string; width?: number; height?: number };
  ogType: 'website' | 'article' | 'video.other' | 'profile';
  /** JSON-LD object (schema.org), written escaped for `<script>`. */
  jsonLd?: Record<string, unknown>;
}

export const DEFAULT_DESCRIPTION = '医影：摄影与医学社区，浏览热门作品、活动、圈子和展览，发布图片、视频与文章。';
const DESCRIPTION_LENGTH = 120;

type Json = Record<string, unknown>;
const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
const obj = (value: unknown): Json | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;

/** Text of HTML (article bodies), blanks folded, cut to a description's length. */
export function plainText(html: string | undefined, max = DESCRIPTION_LENGTH): string {
  if (!html) return '';
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** An absolute address of a site path (`/files/…`), or the address itself when it already is one. */
export function absoluteUrl(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('//')) return `${origin.split('//')[0]}${url}`;
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The picture to share: the largest rendition up to 1280 px of an image source, else its fallback, else the cover. */
function pictureOf(origin: string, source: Json | undefined, fallback: string | undefined): PageMeta['image'] {
  const renditions = Array.isArray(source?.['renditions']) ? (source['renditions'] as Json[]) : [];
  const sized = renditions
    .map((r) => ({ url: str(r['url']), width: Number(r['width']), height: Number(r['height']) }))
    .filter((r): r is { url: string; width: number; height: number } => Boolean(r.url));
  const pick = sized.filter((r) => r.width <= 1280).sort((a, b) => b.width - a.width)[0] ?? sized[0];
  if (pick) return { url: absoluteUrl(origin, pick.url), width: pick.width, height: pick.height };
  const url = str(source?.['url']) ?? fallback;
  return url ? { url: absoluteUrl(origin, url) } : undefined;
}

const withSite = (title: string, site: string) => `${title} - ${site}`;
/** `#话题#` marks read as words in a title shown elsewhere. */
const cleanTitle = (title: string) => title.replace(/[#＃]([^#＃]+)[#＃]/g, '$1').trim() || title;

function person(user: Json | undefined, origin: string): Json | undefined {
  const name = str(user?.['username']);
  if (!user || !name) return undefined;
  const id = str(user['userId']);
  return {
    '@type': 'Person',
    name,
    ...(id ? { url: `${origin}/user/homepage?userId=${encodeURIComponent(id)}` } : {}),
  };
}

const TYPE_WORD: Record<string, string> = { video: '视频', article: '文章', pound: '话题帖' };

async function postMeta(read: PublicRead, origin: string, site: string, id: string): Promise<PageMeta | null> {
  const post = obj(await read(`/api/content/detail/${encodeURIComponent(id)}`));
  // The anonymous answer already leaves out what a visitor may not see; this says it twice.
  if (!post || post['state'] !== 'publish' || post['accessScope'] !== 'public') return null;
  const title = cleanTitle(str(post['title']) ?? '作品');
  const type = str(post['type']) ?? 'image';
  const creator = obj(post['creator']);
  const description =
    plainText(str(post['content'])) ||
    `${str(creator?.['username']) ?? '医影会员'}发布的${TYPE_WORD[type] ?? '作品'}「${title}」`;
  const canonical = `${origin}/hot/detail?contentId=${encodeURIComponent(id)}`;
  const image = pictureOf(origin, obj(post['coverImage']), str(post['cover']));
  const author = person(creator, origin);
  const media = Array.isArray(post['media']) ? (post['media'] as Json[]) : [];
  const video = media.find((m) => m['kind'] === 'video');
  const common = {
    '@context': 'https://schema.org',
    name: title,
    description,
    url: canonical,
    ...(author ? { author } : {}),
    ...(str(post['createTime']) ? { datePublished: post['createTime'] } : {}),
    ...(str(post['updateTime']) ? { dateModified: post['updateTime'] } : {}),
  };
  let jsonLd: Json;
  let ogType: PageMeta['ogType'] = 'article';
  if (type === 'video') {
    ogType = 'video.other';
    const videoUrl = str(video?.['url']);
    jsonLd = {
      ...common,
      '@type': 'VideoObject',
      uploadDate: post['createTime'],
      ...(image ? { thumbnailUrl: image.url } : {}),
      ...(videoUrl ? { contentUrl: absoluteUrl(origin, videoUrl) } : {}),
      ...(typeof video?.['duration'] === 'number' ? { duration: `PT${Math.round(video['duration'])}S` } : {}),
    };
  } else if (type === 'image') {
    jsonLd = {
      ...common,
      '@type': 'ImageObject',
      ...(image ? { contentUrl: image.url, thumbnailUrl: image.url } : {}),
      ...(image?.width ? { width: image.width, height: image.height } : {}),
    };
  } else {
    jsonLd = { ...common, '@type': 'Article', headline: title.slice(0, 110), ...(image ? { image: image.url } : {}) };
  }
  return { title: withSite(title, site), description, canonical, image, ogType, jsonLd };
}

async function activityMeta(
  read: PublicRead,
  origin: string,
  site: string,
  id: string,
  path: string,
): Promise<PageMeta | null> {
  const activity = obj(await read(`/api/activity/detail/${encodeURIComponent(id)}`));
  if (!activity) return null;
  const title = cleanTitle(str(activity['title']) ?? '活动');
  const description = plainText(str(activity['summary']) ?? str(activity['content'])) || `${site}活动「${title}」`;
  const canonical = `${origin}${path}?activityId=${encodeURIComponent(id)}`;
  const image = pictureOf(origin, obj(activity['coverImage']), str(activity['cover']));
  const jsonLd: Json = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: title,
    description,
    url: canonical,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url: canonical },
    organizer: { '@type': 'Organization', name: site, url: origin },
    ...(str(activity['validStart']) ? { startDate: activity['validStart'] } : {}),
    ...(str(activity['validEnd']) ? { endDate: activity['validEnd'] } : {}),
    ...(image ? { image: image.url } : {}),
  };
  return { title: withSite(title, site), description, canonical, image, ogType: 'article', jsonLd };
}

async function memberMeta(read: PublicRead, origin: string, site: string, id: string): Promise<PageMeta | null> {
  const user = obj(await read(`/api/user/info/${encodeURIComponent(id)}`));
  const name = str(user?.['username']);
  if (!user || !name) return null;
  const canonical = `${origin}/user/homepage?userId=${encodeURIComponent(id)}`;
  const avatar = str(user['avatar']);
  const image = avatar ? absoluteUrl(origin, avatar) : undefined;
  return {
    title: withSite(`${name}的主页`, site),
    description: str(user['signature']) ?? `${name}在${site}发布的作品`,
    canonical,
    image: image ? { url: image } : undefined,
    ogType: 'profile',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: canonical,
      mainEntity: { '@type': 'Person', name, url: canonical, ...(image ? { image } : {}) },
    },
  };
}

async function noticeMeta(read: PublicRead, origin: string, site: string, id: string): Promise<PageMeta | null> {
  const notice = obj(await read(`/api/notice/detail/${encodeURIComponent(id)}`));
  const title = str(notice?.['title']);
  if (!notice || !title) return null;
  const canonical = `${origin}/notice/detail?noticeId=${encodeURIComponent(id)}`;
  const description = plainText(str(notice['content'])) || `${site}公告「${title}」`;
  return {
    title: withSite(title, site),
    description,
    canonical,
    ogType: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: title.slice(0, 110),
      description,
      url: canonical,
      ...(str(notice['createTime']) ? { datePublished: notice['createTime'] } : {}),
    },
  };
}

async function circleMeta(read: PublicRead, origin: string, site: string, id: string): Promise<PageMeta | null> {
  const circle = obj(await read(`/api/circle/detail/${encodeURIComponent(id)}`));
  const name = str(circle?.['name']);
  if (!circle || !name) return null;
  const cover = str(circle['cover']);
  return {
    title: withSite(`${name} - 圈子`, site),
    description: plainText(str(circle['description']) ?? str(circle['summary'])) || `${site}圈子「${name}」`,
    canonical: `${origin}/circle?circleId=${encodeURIComponent(id)}`,
    image: cover ? { url: absoluteUrl(origin, cover) } : undefined,
    ogType: 'website',
  };
}

function topicMeta(origin: string, site: string, topic: string): PageMeta {
  const name = topic.replace(/^[#＃]|[#＃]$/g, '');
  return {
    title: withSite(`#${name}# - 话题`, site),
    description: `${site}话题 #${name}# 下的作品与讨论`,
    canonical: `${origin}/home/pound?talkTopic=${encodeURIComponent(name)}`,
    ogType: 'website',
  };
}

/** Titles of the pages that show a list, by path: `标题 - 医影`. */
const LIST_TITLES: Record<string, string> = {
  '/hot': '热门',
  '/hot/list': '热门列表',
  '/attention': '关注',
  '/activity': '活动',
  '/circle': '圈子',
  '/about': '关于我们',
  '/national': '全国',
  '/exhibit': '展览',
  '/home/pound': '话题',
  '/home/search': '搜索',
  '/notice': '公告',
};

/** The site's title from its parameters (`title`), 医影 when unset. */
export function siteTitleOf(params: unknown): string {
  const list = Array.isArray(params) ? params : [];
  for (const item of list) {
    const row = obj(item);
    if (row?.['key'] === 'title') {
      const value = str(row['value'])?.trim();
      if (value) return value;
    }
  }
  return '医影';
}

/**
 * The head of the page at `pathname` + `search`: the shown thing's own on a page that shows one thing a visitor may
 * see, the page's title on a list page, the site's title alone otherwise (a missing or non-public thing included).
 */
export async function pageMeta(read: PublicRead, origin: string, pathname: string, search: string): Promise<PageMeta> {
  const query = new URLSearchParams(search);
  const param = (name: string) => query.get(name)?.trim() || undefined;
  const site = siteTitleOf(await read('/api/config/params'));
  const generic: PageMeta = { title: site, description: DEFAULT_DESCRIPTION, ogType: 'website' };
  const contentId = param('contentId');
  const activityId = param('activityId');
  const userId = param('userId');
  const noticeId = param('noticeId');
  const circleId = param('circleId');
  const topic = param('talkTopic');
  let meta: PageMeta | null = null;
  if (pathname === '/hot/detail' && contentId) meta = await postMeta(read, origin, site, contentId);
  else if ((pathname === '/activity/detail' || pathname === '/exhibit/detail') && activityId)
    meta = await activityMeta(read, origin, site, activityId, pathname);
  else if (pathname === '/user/homepage' && userId) meta = await memberMeta(read, origin, site, userId);
  else if (pathname === '/notice/detail' && noticeId) meta = await noticeMeta(read, origin, site, noticeId);
  else if (pathname === '/circle' && circleId) meta = await circleMeta(read, origin, site, circleId);
  else if (pathname === '/home/pound' && topic) meta = topicMeta(origin, site, topic);
  else if (pathname === '/') meta = { ...generic, canonical: `${origin}/` };
  else {
    const list = LIST_TITLES[pathname];
    if (list) meta = { ...generic, title: withSite(list, site), canonical: `${origin}${pathname}` };
  }
  return meta ?? generic;
}
