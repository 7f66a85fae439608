import type { ComponentType } from 'react';

/*
 * The code of every page but the home, by route: each a chunk of its own, loaded when its route is shown. Vite writes
 * with each import the list of files to fetch beside it; kept here, those lists load with the first move to another
 * page (or, on a page other than the home, with the app), not with the home's first screen.
 */

type PageModule = { default: ComponentType };

const login = () => import('../features/identity/login-page');
const myHome = () => import('../features/my/my-home-page');
const info = () => import('../features/my/info-page');
const certificate = () => import('../features/my/certificate-page');
const qrConfirm = () => import('../features/identity/qr-confirm-page');
const homepage = () => import('../features/homepage/homepage-page');
const notFound = () => import('../features/not-found/not-found-page');
const upload = () => import('../features/publish/upload-page');
const issueVideo = () => import('../features/publish/issue-video-page');
const issueArticle = () => import('../features/publish/issue-article-page');
const pound = () => import('../features/pound/pound-page');
const hotDetail = () => import('../features/content-detail/hot-detail-page');
const hot = () => import('../features/hot/hot-page');
const hotList = () => import('../features/hot/hot-list-page');
const attention = () => import('../features/attention/attention-page');
const search = () => import('../features/search/search-page');
const album = () => import('../features/album/album-page');
const messages = () => import('../features/messages/messages-page');
const activityList = () => import('../features/activity/activity-list-page');
const activityDetail = () => import('../features/activity/activity-detail-page');
const activityEnroll = () => import('../features/activity/activity-enroll-page');
const activityPutin = () => import('../features/activity/activity-putin-page');
const exhibitList = () => activityList().then((m) => ({ default: m.ExhibitListPage }));
const exhibitDetail = () => activityDetail().then((m) => ({ default: m.ExhibitDetailPage }));
const exhibitEnroll = () => activityEnroll().then((m) => ({ default: m.ExhibitEnrollPage }));
const exhibitPutin = () => activityPutin().then((m) => ({ default: m.ExhibitPutinPage }));
const circle = () => import('../features/circle/circle-page');
const about = () => import('../features/about/about-page');
const national = () => import('../features/national/national-page');
const notice = () => import('../features/notice/notice-list-page');
const noticeDetail = () => import('../features/notice/notice-detail-page');
/** The personal area's frame around its pages. */
const myLayout = () => import('../features/my/my-layout');
/** The admin console, outside the site's layout (members with the admin role only). */
const adminConsole = () => import('../features/admin/admin-console');

const LOADERS = {
  login,
  myHome,
  info,
  certificate,
  qrConfirm,
  homepage,
  notFound,
  upload,
  issueVideo,
  issueArticle,
  pound,
  hotDetail,
  hot,
  hotList,
  attention,
  search,
  album,
  messages,
  activityList,
  activityDetail,
  activityEnroll,
  activityPutin,
  exhibitList,
  exhibitDetail,
  exhibitEnroll,
  exhibitPutin,
  circle,
  about,
  national,
  notice,
  noticeDetail,
  myLayout,
  adminConsole,
};

/** The name the route table (src/app/routes.ts) gives a page's loader. */
export type PageLoaderName = keyof typeof LOADERS;

/** The loaders of the route table, by the name it gives them. */
export const PAGE_LOADERS: Readonly<Record<PageLoaderName, () => Promise<PageModule>>> = LOADERS;
