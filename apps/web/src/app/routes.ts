import type { ComponentType } from 'react';
import type { PageLoaderName } from './route-pages';

/** A lazily loaded page module; its default export is the page component. */
export type PageModule = { default: ComponentType };

/** One screen of spec §2. */
export interface AppRoute {
  /** Route name used by `useNavigateByName`. */
  name: RouteName;
  /** Path as the spec writes it; relative paths hang under the root layout. */
  path: string;
  /** Chinese title, shown in the document title and on placeholder pages. */
  title: string;
  theme?: 'dark';
  /** Members only: a visitor is sent to the login page and back (the /my area except the login page). */
  protected?: boolean;
  /** Shown inside the personal area frame with its side navigation. */
  frame?: 'my';
  lazy: () => Promise<PageModule>;
}

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

const home = () => import('../features/home/home-page');

/** Every other page's loader, kept with the other loaders in their own chunk (see route-pages.ts). */
export const pageLoader = (name: PageLoaderName) => (): Promise<PageModule> =>
  import('./route-pages').then((m) => m.PAGE_LOADERS[name]());

/** Every route of spec §2 in the spec's order, then the QR confirmation page; the catch-all comes last. */
export const ROUTES: readonly AppRoute[] = [
  { name: 'Home', path: '/', title: '首页', lazy: home },
  { name: 'Attention', path: 'attention', title: '关注', lazy: pageLoader('attention') },
  { name: 'Hot', path: 'hot', title: '热门', lazy: pageLoader('hot') },
  { name: 'HotList', path: '/hot/list', title: '热门列表', lazy: pageLoader('hotList') },
  { name: 'Activity', path: 'activity', title: '活动', lazy: pageLoader('activityList') },
  { name: 'Circle', path: 'circle', title: '圈子', lazy: pageLoader('circle') },
  { name: 'About', path: 'about', title: '关于我们', theme: 'dark', lazy: pageLoader('about') },
  { name: 'National', path: 'national', title: '全国', theme: 'dark', lazy: pageLoader('national') },
  { name: 'Exhibit', path: 'exhibit', title: '展览', theme: 'dark', lazy: pageLoader('exhibitList') },
  { name: 'My', path: '/my', title: '我的', protected: true, frame: 'my', lazy: pageLoader('myHome') },
  { name: 'Pound', path: '/home/pound', title: '话题', lazy: pageLoader('pound') },
  { name: 'Search', path: '/home/search', title: '搜索', lazy: pageLoader('search') },
  { name: 'Album', path: '/my/album', title: '相册', protected: true, frame: 'my', lazy: pageLoader('album') },
  {
    name: 'Certificate',
    path: '/my/certificate',
    title: '个人信息',
    protected: true,
    frame: 'my',
    lazy: pageLoader('certificate'),
  },
  { name: 'Info', path: '/my/info', title: '个人设置', protected: true, frame: 'my', lazy: pageLoader('info') },
  { name: 'Login', path: '/my/login', title: '登录', lazy: pageLoader('login') },
  {
    name: 'Messages',
    path: '/my/messages',
    title: '消息中心',
    protected: true,
    frame: 'my',
    lazy: pageLoader('messages'),
  },
  { name: 'Upload', path: 'my/upload', title: '上传作品', protected: true, frame: 'my', lazy: pageLoader('upload') },
  {
    name: 'IssueVideo',
    path: 'my/issueVideo',
    title: '发布视频',
    protected: true,
    frame: 'my',
    lazy: pageLoader('issueVideo'),
  },
  {
    name: 'IssueArticle',
    path: 'my/issueArticle',
    title: '发布文章',
    protected: true,
    frame: 'my',
    lazy: pageLoader('issueArticle'),
  },
  { name: 'Homepage', path: '/user/homepage', title: '个人主页', lazy: pageLoader('homepage') },
  { name: 'HotDetail', path: '/hot/detail', title: '作品详情', lazy: pageLoader('hotDetail') },
  { name: 'ActivityDetail', path: '/activity/detail', title: '活动详情', lazy: pageLoader('activityDetail') },
  { name: 'ActivityEnroll', path: '/activity/enroll', title: '参赛作品', lazy: pageLoader('activityEnroll') },
  {
    name: 'ActivityPutin',
    path: '/activity/putin',
    title: '上传参赛作品',
    protected: true,
    lazy: pageLoader('activityPutin'),
  },
  {
    name: 'ExhibitDetail',
    path: '/exhibit/detail',
    title: '展览详情',
    theme: 'dark',
    lazy: pageLoader('exhibitDetail'),
  },
  {
    name: 'ExhibitEnroll',
    path: '/exhibit/enroll',
    title: '展览作品',
    theme: 'dark',
    lazy: pageLoader('exhibitEnroll'),
  },
  {
    name: 'ExhibitPutin',
    path: '/exhibit/putin',
    title: '上传展览作品',
    theme: 'dark',
    protected: true,
    lazy: pageLoader('exhibitPutin'),
  },
  // Opened on the phone from the QR code of the login page (not in the spec's table).
  { name: 'QrConfirm', path: '/my/qrcode', title: '扫码登录确认', protected: true, lazy: pageLoader('qrConfirm') },
  { name: 'FourOhFour', path: '*', title: '页面不存在', lazy: pageLoader('notFound') },
  // Notices (公告) of spec §2 widgets, linked from National and the footer (not in the spec's table).
  { name: 'Notice', path: '/notice', title: '公告', lazy: pageLoader('notice') },
  { name: 'NoticeDetail', path: '/notice/detail', title: '公告详情', lazy: pageLoader('noticeDetail') },
];

const BY_NAME = new Map<RouteName, AppRoute>(ROUTES.map((r) => [r.name, r]));

/** The route of a name; throws for an unknown name so typos fail loudly. */
export function getRoute(name: RouteName): AppRoute {
  const route = BY_NAME.get(name);
  if (!route) throw new Error(`Unknown route name: ${String(name)}`);
  return route;
}

/** Absolute URL path of a route (the catch-all has none). */
export function routePath(name: RouteName): string {
  const { path } = getRoute(name);
  if (path === '*') throw new Error('The catch-all route has no path to navigate to.');
  return path.startsWith('/') ? path : `/${path}`;
}

/** Data the router keeps on each route match (read with `useMatches`). */
export interface RouteHandle {
  name: RouteName;
  title: string;
  theme?: 'dark';
}

/** Whether a router handle is one of ours (the route table's). */
export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'name' in value && 'title' in value;
}
