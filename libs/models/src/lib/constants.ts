/** Business constants and limits of spec §9 (and the defaults of §2, §7). */

const KB = 1024;
const MB = 1024 * KB;

/** Image chosen in a form (avatar, cover): 2MB. */
export const FORM_IMAGE_MAX_SIZE = 2 * MB; // 2097152
/** PDF and Office documents: 20MB. */
export const DOCUMENT_MAX_SIZE = 20 * MB; // 20971520

/** Upload client limits per upload kind. */
export const UPLOAD_MAX_SIZE = {
  image: 5 * MB, // 5242880
  video: 500 * MB, // 524288000
  file: 100 * MB, // 104857600
} as const;

/** Upload client timeouts in ms; the default client timeout is the video one. */
export const UPLOAD_TIMEOUT = {
  image: 60000,
  video: 300000,
  file: 120000,
  default: 60000,
} as const;
export const DEFAULT_CLIENT_TIMEOUT = UPLOAD_TIMEOUT.video;

/** Token is refreshed every hour. */
export const TOKEN_REFRESH_INTERVAL = 3600000;
/** Expiry is checked this many ms early. */
export const TOKEN_EXPIRY_OFFSET = 1000;
/** Auto-login is kept for 10 h. */
export const AUTO_LOGIN_WINDOW = 36000000;

/** Page sizes per list. */
export const PAGE_SIZE = {
  activity: 9,
  content: 9,
  default: 10,
  album: 16,
  personalAlbum: 10,
  albumImage: 10,
  imMsg: 10,
  banner: 6,
  circleContent: 12,
  sideContent: 12,
  reply: 20,
  config: 20,
} as const;
/** Largest `pageSize` a list call accepts. */
export const MAX_PAGE_SIZE = 100;
/** Default `hotNum` of the hot list. */
export const HOT_NUM_DEFAULT = 10;
/** Default QR ticket lifetime in seconds. */
export const QR_TICKET_SECONDS = 300;

/** Paging defaults of every list call (spec §7). */
export const DEFAULT_PAGING = { pageNum: 1, pageSize: 9, sort: 'create_time', order: 'desc' } as const;
/** Config list query defaults (spec §7). */
export const CONFIG_LIST_QUERY = { offset: '0', limit: '20', sort: 'label', order: 'asc' } as const;

/** Banner and carousel cycle. */
export const CAROUSEL_INTERVAL = 5000;

export const THEME_COLORS = { primary: '#D70D19', secondary: '#050B1F', accent: '#204165' } as const;

/** Cookies live one day unless told otherwise. */
export const COOKIE_LIFETIME_DAYS = 1;

/** Local storage keys are prefixed with `co.web` plus the site name. */
export const STORAGE_PREFIX = 'co.web';
export const STORAGE_KEYS = {
  addressList: 'addressList',
  userInfo: 'userInfo',
  userToken: 'userToken',
  siteConfig: 'siteConfig',
  cities: 'cities',
} as const;
export function storageKey(siteName: string, key: keyof typeof STORAGE_KEYS): string {
  return `${STORAGE_PREFIX}.${siteName}.${STORAGE_KEYS[key]}`;
}

/** Text limits of spec §5. */
export const NAME_MAX_LENGTH = 32;
export const TITLE_MAX_LENGTH = 64;
export const COMMENT_MAX_LENGTH = 64;
export const TEXT_MIN_LENGTH = 2;
export const TEXT_MAX_LENGTH = 250;
export const TEXTAREA_MAX_LENGTH = 250;
/** Longest article body (HTML characters, before sanitising). */
export const ARTICLE_MAX_LENGTH = 200_000;
/** Most images in one image post. */
export const POST_MAX_IMAGES = 20;
export const SMS_CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 32;

/** Label of the tag that stands for every tag. */
export const TAG_ALL = '全部';

/** Default site parameter texts for the login prompt. */
export const DEFAULT_NICK_LABEL = '点击登录';
export const DEFAULT_NICK_HINT = '登录后享有更多权益';

export const SITE_TIMEZONE = 'Asia/Shanghai';
/** UTC offset of SITE_TIMEZONE in minutes (UTC+8, no daylight saving since 1991). */
export const SITE_UTC_OFFSET_MINUTES = 480;
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
export const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * Public answers the server writes into its pages as JSON (`<script type="application/json" id="first-screen">`),
 * keyed by request path and query: the shell's site parameters and configuration on every page, Home's banners and
 * first page of works on `/`, Hot's banner on `/hot`, About's on `/about` and the post of `/hot/detail?contentId=…`
 * ({@link firstScreenPaths}). The web app starts from them instead of asking. Only answers that are the same for every
 * anonymous visitor belong here. `cookiePrefix`: the site's own cookies, which pages read while rendering.
 * `timeMeta`: the `<meta>` holding the moment (ms) a page rendered on the server counted its relative times from.
 * `modulesElementId`: the `<script type="application/json">` listing the script files a page's first screen needs
 * beyond the entry (JSON array of paths), fetched together once the entry lets the app start.
 */
export const FIRST_SCREEN = {
  elementId: 'first-screen',
  modulesElementId: 'page-modules',
  timeMeta: 'first-screen-time',
  cookiePrefix: 'yiying-',
  every: ['/api/config/params', '/api/config/list?offset=0&limit=20&sort=label&order=asc'],
  hot: ['/api/banner/list?pageNum=1&pageSize=1&type=hot-major'],
  about: ['/api/banner/list?pageNum=1&pageSize=1&type=about-major'],
  /** Followed by a post's id: its detail. */
  detailPrefix: '/api/content/detail/',
  home: [
    '/api/banner/list?pageNum=1&pageSize=6&type=home-major',
    '/api/content/list?pageNum=1&pageSize=9',
    '/api/banner/list?pageNum=1&pageSize=6&type=home-activity',
    '/api/activityEnroll/uploadList?pageNum=1&pageSize=6&kind=activity',
  ],
} as const;

/** A post id as the site makes them (letters and digits), checked before it goes into a first-screen path. */
const FIRST_SCREEN_ID = /^[0-9A-Za-z_-]{1,64}$/;

/** The {@link FIRST_SCREEN} answers of the page at `pathname` with the query `search` (`?a=1` or `a=1`). */
export function firstScreenPaths(pathname: string, search = ''): string[] {
  if (pathname === '/') return [...FIRST_SCREEN.every, ...FIRST_SCREEN.home];
  if (pathname === '/hot') return [...FIRST_SCREEN.every, ...FIRST_SCREEN.hot];
  if (pathname === '/about') return [...FIRST_SCREEN.every, ...FIRST_SCREEN.about];
  if (pathname === '/hot/detail') {
    const id = new URLSearchParams(search).get('contentId');
    if (id && FIRST_SCREEN_ID.test(id)) return [...FIRST_SCREEN.every, `${FIRST_SCREEN.detailPrefix}${id}`];
  }
  return [...FIRST_SCREEN.every];
}
