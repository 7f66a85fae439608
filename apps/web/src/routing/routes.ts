/*
 * The site's routes by name: their names, the parameters each takes and their paths (spec §2). A leaf that features,
 * shared components and the app shell all import; the route table with the pages' loaders is the app's
 * (src/app/routes.ts).
 */

export const ROUTE_NAMES = [
  'Home',
  'Attention',
  'Hot',
  'HotList',
  'Activity',
  'Circle',
  'About',
  'National',
  'Exhibit',
  'My',
  'Pound',
  'Search',
  'Album',
  'Certificate',
  'Info',
  'Login',
  'Messages',
  'Upload',
  'IssueVideo',
  'IssueArticle',
  'Homepage',
  'HotDetail',
  'ActivityDetail',
  'ActivityEnroll',
  'ActivityPutin',
  'ExhibitDetail',
  'ExhibitEnroll',
  'ExhibitPutin',
  'QrConfirm',
  'FourOhFour',
  'Notice',
  'NoticeDetail',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

/** A value a route parameter may be given; it travels as a string (cookie or query string). */
export type RouteParamValue = string | number | boolean;

/** Marks a route that takes no parameters: any key given to it is a type error. */
type NoParams = Record<string, never>;

/**
 * The parameters each route accepts, by route name. Navigating by name is checked against it:
 * a missing required parameter, an unknown one or a wrong value type does not compile.
 */
export interface RouteParamsMap {
  Home: NoParams;
  Attention: NoParams;
  Hot: NoParams;
  HotList: { talkTopic?: string };
  Activity: NoParams;
  Circle: { circleId?: string };
  About: NoParams;
  National: NoParams;
  Exhibit: NoParams;
  My: NoParams;
  /** Posts of one topic; `contentId` opens one of the member's topic posts in the composer. */
  Pound: { talkTopic?: string; topic?: string; contentId?: string };
  Search: { search?: string; type?: 'user' | 'content' | 'activity' };
  Album: { albumId?: string };
  Certificate: NoParams;
  Info: NoParams;
  Login: { redirect?: string; view?: 'signup' };
  Messages: { chatUserId?: string };
  /** The editors open an existing post with `contentId`, a new one without. */
  Upload: { contentId?: string; circleId?: string };
  IssueVideo: { contentId?: string; circleId?: string };
  IssueArticle: { contentId?: string; circleId?: string };
  /** Whose page; without it, the member's own. */
  Homepage: { userId?: string };
  HotDetail: { contentId: string | number };
  ActivityDetail: { activityId: string | number };
  /** `tab` mine opens 我的作品. */
  ActivityEnroll: { activityId: string | number; tab?: 'mine' };
  ActivityPutin: { activityId: string | number };
  // Exhibits are activities of their own kind, and their entries have the same shape (spec §3).
  ExhibitDetail: { activityId: string | number };
  ExhibitEnroll: { activityId: string | number; tab?: 'mine' };
  ExhibitPutin: { activityId: string | number };
  QrConfirm: { qrcodeId: string; ticket: string };
  FourOhFour: NoParams;
  /** 公告 of one notice type, or of every type. */
  Notice: { type?: string };
  NoticeDetail: { noticeId: string | number };
}

/** The parameters of route `N`. */
export type RouteParamsOf<N extends RouteName> = RouteParamsMap[N];

/** What a page reads back: every declared parameter as a string, each possibly missing (a typed URL, an old cookie). */
export type ReadRouteParams<N extends RouteName> = { readonly [K in keyof RouteParamsMap[N]]?: string };

/** Each route's path as the spec writes it; relative paths hang under the root layout, `*` is the catch-all. */
export const ROUTE_PATHS: Readonly<Record<RouteName, string>> = {
  Home: '/',
  Attention: 'attention',
  Hot: 'hot',
  HotList: '/hot/list',
  Activity: 'activity',
  Circle: 'circle',
  About: 'about',
  National: 'national',
  Exhibit: 'exhibit',
  My: '/my',
  Pound: '/home/pound',
  Search: '/home/search',
  Album: '/my/album',
  Certificate: '/my/certificate',
  Info: '/my/info',
  Login: '/my/login',
  Messages: '/my/messages',
  Upload: 'my/upload',
  IssueVideo: 'my/issueVideo',
  IssueArticle: 'my/issueArticle',
  Homepage: '/user/homepage',
  HotDetail: '/hot/detail',
  ActivityDetail: '/activity/detail',
  ActivityEnroll: '/activity/enroll',
  ActivityPutin: '/activity/putin',
  ExhibitDetail: '/exhibit/detail',
  ExhibitEnroll: '/exhibit/enroll',
  ExhibitPutin: '/exhibit/putin',
  QrConfirm: '/my/qrcode',
  FourOhFour: '*',
  Notice: '/notice',
  NoticeDetail: '/notice/detail',
};

/** Absolute URL path of a route (the catch-all has none). */
export function routePath(name: RouteName): string {
  const path = ROUTE_PATHS[name];
  if (path === undefined) throw new Error(`Unknown route name: ${String(name)}`);
  if (path === '*') throw new Error('The catch-all route has no path to navigate to.');
  return path.startsWith('/') ? path : `/${path}`;
}
