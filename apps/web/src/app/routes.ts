import type { ComponentType } from 'react';
import { ROUTE_PATHS, type RouteName } from '../routing/routes';
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

const home = () => import('../features/home/home-page');

/** Every other page's loader, kept with the other loaders in their own chunk (see route-pages.ts). */
export const pageLoader = (name: PageLoaderName) => (): Promise<PageModule> =>
  import('./route-pages').then((m) => m.PAGE_LOADERS[name]());

/** Every route of spec §2 in the spec's order, then the QR confirmation page; the catch-all comes last. */
export const ROUTES: readonly AppRoute[] = [
  { name: 'Home', path: ROUTE_PATHS.Home, title: '首页', lazy: home },
  { name: 'Attention', path: ROUTE_PATHS.Attention, title: '关注', lazy: pageLoader('attention') },
  { name: 'Hot', path: ROUTE_PATHS.Hot, title: '热门', lazy: pageLoader('hot') },
  { name: 'HotList', path: ROUTE_PATHS.HotList, title: '热门列表', lazy: pageLoader('hotList') },
  { name: 'Activity', path: ROUTE_PATHS.Activity, title: '活动', lazy: pageLoader('activityList') },
  { name: 'Circle', path: ROUTE_PATHS.Circle, title: '圈子', lazy: pageLoader('circle') },
  { name: 'About', path: ROUTE_PATHS.About, title: '关于我们', theme: 'dark', lazy: pageLoader('about') },
  { name: 'National', path: ROUTE_PATHS.National, title: '全国', theme: 'dark', lazy: pageLoader('national') },
  { name: 'Exhibit', path: ROUTE_PATHS.Exhibit, title: '展览', theme: 'dark', lazy: pageLoader('exhibitList') },
  { name: 'My', path: ROUTE_PATHS.My, title: '我的', protected: true, frame: 'my', lazy: pageLoader('myHome') },
  { name: 'Pound', path: ROUTE_PATHS.Pound, title: '话题', lazy: pageLoader('pound') },
  { name: 'Search', path: ROUTE_PATHS.Search, title: '搜索', lazy: pageLoader('search') },
  { name: 'Album', path: ROUTE_PATHS.Album, title: '相册', protected: true, frame: 'my', lazy: pageLoader('album') },
  {
    name: 'Certificate',
    path: ROUTE_PATHS.Certificate,
    title: '个人信息',
    protected: true,
    frame: 'my',
    lazy: pageLoader('certificate'),
  },
  { name: 'Info', path: ROUTE_PATHS.Info, title: '个人设置', protected: true, frame: 'my', lazy: pageLoader('info') },
  { name: 'Login', path: ROUTE_PATHS.Login, title: '登录', lazy: pageLoader('login') },
  {
    name: 'Messages',
    path: ROUTE_PATHS.Messages,
    title: '消息中心',
    protected: true,
    frame: 'my',
    lazy: pageLoader('messages'),
  },
  {
    name: 'Upload',
    path: ROUTE_PATHS.Upload,
    title: '上传作品',
    protected: true,
    frame: 'my',
    lazy: pageLoader('upload'),
  },
  {
    name: 'IssueVideo',
    path: ROUTE_PATHS.IssueVideo,
    title: '发布视频',
    protected: true,
    frame: 'my',
    lazy: pageLoader('issueVideo'),
  },
  {
    name: 'IssueArticle',
    path: ROUTE_PATHS.IssueArticle,
    title: '发布文章',
    protected: true,
    frame: 'my',
    lazy: pageLoader('issueArticle'),
  },
  { name: 'Homepage', path: ROUTE_PATHS.Homepage, title: '个人主页', lazy: pageLoader('homepage') },
  { name: 'HotDetail', path: ROUTE_PATHS.HotDetail, title: '作品详情', lazy: pageLoader('hotDetail') },
  { name: 'ActivityDetail', path: ROUTE_PATHS.ActivityDetail, title: '活动详情', lazy: pageLoader('activityDetail') },
  { name: 'ActivityEnroll', path: ROUTE_PATHS.ActivityEnroll, title: '参赛作品', lazy: pageLoader('activityEnroll') },
  {
    name: 'ActivityPutin',
    path: ROUTE_PATHS.ActivityPutin,
    title: '上传参赛作品',
    protected: true,
    lazy: pageLoader('activityPutin'),
  },
  {
    name: 'ExhibitDetail',
    path: ROUTE_PATHS.ExhibitDetail,
    title: '展览详情',
    theme: 'dark',
    lazy: pageLoader('exhibitDetail'),
  },
  {
    name: 'ExhibitEnroll',
    path: ROUTE_PATHS.ExhibitEnroll,
    title: '展览作品',
    theme: 'dark',
    lazy: pageLoader('exhibitEnroll'),
  },
  {
    name: 'ExhibitPutin',
    path: ROUTE_PATHS.ExhibitPutin,
    title: '上传展览作品',
    theme: 'dark',
    protected: true,
    lazy: pageLoader('exhibitPutin'),
  },
  // Opened on the phone from the QR code of the login page (not in the spec's table).
  {
    name: 'QrConfirm',
    path: ROUTE_PATHS.QrConfirm,
    title: '扫码登录确认',
    protected: true,
    lazy: pageLoader('qrConfirm'),
  },
  { name: 'FourOhFour', path: ROUTE_PATHS.FourOhFour, title: '页面不存在', lazy: pageLoader('notFound') },
  // Notices (公告) of spec §2 widgets, linked from National and the footer (not in the spec's table).
  { name: 'Notice', path: ROUTE_PATHS.Notice, title: '公告', lazy: pageLoader('notice') },
  { name: 'NoticeDetail', path: ROUTE_PATHS.NoticeDetail, title: '公告详情', lazy: pageLoader('noticeDetail') },
];

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
