import { ROUTE_NAMES, routePath } from '../routing/routes';
import { getRoute, ROUTES } from './routes';

/** Spec §2 table: name → path as written there. */
const SPEC_TABLE: Record<string, string> = {
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
  // The phone side of QR login, added beside the spec's 29 screens.
  QrConfirm: '/my/qrcode',
  FourOhFour: '*',
  // Notices, beside the spec's screens.
  Notice: '/notice',
  NoticeDetail: '/notice/detail',
};

describe('route table', () => {
  it('registers all 29 routes of the spec, plus the QR confirmation and notice pages, with their names and paths', () => {
    expect(ROUTES).toHaveLength(32);
    expect(ROUTES.map((r) => r.name)).toEqual(Object.keys(SPEC_TABLE));
    expect(Object.fromEntries(ROUTES.map((r) => [r.name, r.path]))).toEqual(SPEC_TABLE);
    expect([...ROUTE_NAMES]).toEqual(Object.keys(SPEC_TABLE));
  });

  it('gives every route a Chinese title and unique absolute path', () => {
    for (const route of ROUTES) expect(route.title).toMatch(/^[\u4e00-\u9fa5]+$/);
    expect(getRoute('National').title).toBe('全国');
    expect(getRoute('FourOhFour').title).toBe('页面不存在');
    const paths = ROUTES.filter((r) => r.name !== 'FourOhFour').map((r) => routePath(r.name));
    expect(new Set(paths).size).toBe(paths.length);
    expect(routePath('Upload')).toBe('/my/upload');
    expect(routePath('Attention')).toBe('/attention');
    expect(() => routePath('FourOhFour')).toThrow();
  });

  it('protects the personal area except the login page', () => {
    expect(ROUTES.filter((r) => r.protected).map((r) => r.name)).toEqual([
      'My',
      'Album',
      'Certificate',
      'Info',
      'Messages',
      'Upload',
      'IssueVideo',
      'IssueArticle',
      'ActivityPutin',
      'ExhibitPutin',
      'QrConfirm',
    ]);
    // Uploading an entry is for members too; every other protected page is in the /my area.
    for (const route of ROUTES.filter((r) => r.protected && !r.name.endsWith('Putin')))
      expect(routePath(route.name)).toMatch(/^\/my(\/|$)/);
    expect(getRoute('Login').protected).toBeUndefined();
    expect(ROUTES.filter((r) => r.frame === 'my').map((r) => r.name)).not.toContain('QrConfirm');
  });

  it('uses the dark theme exactly for About, National and the exhibition pages', () => {
    expect(ROUTES.filter((r) => r.theme === 'dark').map((r) => r.name)).toEqual([
      'About',
      'National',
      'Exhibit',
      'ExhibitDetail',
      'ExhibitEnroll',
      'ExhibitPutin',
    ]);
  });

  it('loads every page lazily as a module with a component', async () => {
    for (const route of ROUTES) {
      const pending = route.lazy();
      expect(pending).toBeInstanceOf(Promise);
      const mod = await pending;
      expect(typeof mod.default).toBe('function');
    }
  });
});
