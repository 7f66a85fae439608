import type { ComponentType } from 'react';
import { ROUTE_PATHS, type RouteName } from '../routing/routes';
import type { PageLoaderName } from './route-pages';

/** A lazily loaded page module; its default export is the page component. */
export type PageModule = { default: ComponentType };

/** One screen of spec §2. */
export interface AppRoute {
  /** Route name used by `useNavigateByName`. */
  name: RouteName;
  /** Path as the spec writes it (`ROUTE_PATHS` of src/routing/routes.ts); relative paths hang under the root layout. */
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

const home = () => import('../features/home/home-page');

/** Every other page's loader, kept with the other loaders in their own chunk (see route-pages.ts). */
export const pageLoader = (name: PageLoaderName) => (): Promise<PageModule> =>
  import('./route-pages').then((m) => m.PAGE_LOADERS[name]());

/** Every route of spec §2 in the spec's order, then the QR confirmation page; the catch-all comes last. */
const ROUTE_ENTRIES: readonly Omit<AppRoute, 'path'>[] = [
  { name: 'Home', title: '首页', lazy: home },
  { name: 'Attention', title: '关注', lazy: pageLoader('attention') },
  { name: 'Hot', title: '热门', lazy: pageLoader('hot') },
  { name: 'HotList', title: '热门列表', lazy: pageLoader('hotList') },
  { name: 'Activity', title: '活动', lazy: pageLoader('activityList') },
  { name: 'Circle', title: '圈子', lazy: pageLoader('circle') },
  { name: 'About', title: '关于我们', theme: 'dark', lazy: pageLoader('about') },
  { name: 'National', title: '全国', theme: 'dark', lazy: pageLoader('national') },
  { name: 'Exhibit', title: '展览', theme: 'dark', lazy: pageLoader('exhibitList') },
  { name: 'My', title: '我的', protected: true, frame: 'my', lazy: pageLoader('myHome') },
  { name: 'Pound', title: '话题', lazy: pageLoader('pound') },
  { name: 'Search', title: '搜索', lazy: pageLoader('search') },
  { name: 'Album', title: '相册', protected: true, frame: 'my', lazy: pageLoader('album') },
  {
    name: 'Certificate',
    title: '个人信息',
    protected: true,
    frame: 'my',
    lazy: pageLoader('certificate'),
  },
  { name: 'Info', title: '个人设置', protected: true, frame: 'my', lazy: pageLoader('info') },
  { name: 'Login', title: '登录', lazy: pageLoader('login') },
  {
    name: 'Messages',
    title: '消息中心',
    protected: true,
    frame: 'my',
    lazy: pageLoader('messages'),
  },
  {
    name: 'Upload',
    title: '上传作品',
    protected: true,
    frame: 'my',
    lazy: pageLoader('upload'),
  },
  {
    name: 'IssueVideo',
    title: '发布视频',
    protected: true,
    frame: 'my',
    lazy: pageLoader('issueVideo'),
  },
  {
    name: 'IssueArticle',
    title: '发布文章',
    protected: true,
    frame: 'my',
    lazy: pageLoader('issueArticle'),
  },
  { name: 'Homepage', title: '个人主页', lazy: pageLoader('homepage') },
  { name: 'HotDetail', title: '作品详情', lazy: pageLoader('hotDetail') },
  { name: 'ActivityDetail', title: '活动详情', lazy: pageLoader('activityDetail') },
  { name: 'ActivityEnroll', title: '参赛作品', lazy: pageLoader('activityEnroll') },
  {
    name: 'ActivityPutin',
    title: '上传参赛作品',
    protected: true,
    lazy: pageLoader('activityPutin'),
  },
  {
    name: 'ExhibitDetail',
    title: '展览详情',
    theme: 'dark',
    lazy: pageLoader('exhibitDetail'),
  },
  {
    name: 'ExhibitEnroll',
    title: '展览作品',
    theme: 'dark',
    lazy: pageLoader('exhibitEnroll'),
  },
  {
    name: 'ExhibitPutin',
    title: '上传展览作品',
    theme: 'dark',
    protected: true,
    lazy: pageLoader('exhibitPutin'),
  },
  // Opened on the phone from the QR code of the login page (not in the spec's table).
  {
    name: 'QrConfirm',
    title: '扫码登录确认',
    protected: true,
    lazy: pageLoader('qrConfirm'),
  },
  { name: 'FourOhFour', title: '页面不存在', lazy: pageLoader('notFound') },
  // Notices (公告) of spec §2 widgets, linked from National and the footer (not in the spec's table).
  { name: 'Notice', title: '公告', lazy: pageLoader('notice') },
  { name: 'NoticeDetail', title: '公告详情', lazy: pageLoader('noticeDetail') },
];

/** The route table, each route at its path of `ROUTE_PATHS`. */
export const ROUTES: readonly AppRoute[] = ROUTE_ENTRIES.map((route) => ({ ...route, path: ROUTE_PATHS[route.name] }));

const BY_NAME = new Map<RouteName, AppRoute>(ROUTES.map((r) => [r.name, r]));

/** The route of a name; throws for an unknown name so typos fail loudly. */
export function getRoute(name: RouteName): AppRoute {
  const route = BY_NAME.get(name);
  if (!route) throw new Error(`Unknown route name: ${String(name)}`);
  return route;
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
