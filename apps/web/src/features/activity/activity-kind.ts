import { BannerType } from '@yiying/models';
import type { RouteName } from '../../routing/routes';

/** Activities and exhibitions share every page; the kind picks texts, banners and routes. */
export type ActivityKind = 'activity' | 'exhibit';

/** What differs between the activity pages and the exhibition pages. */
export interface KindConfig {
  kind: ActivityKind;
  /** 活动 or 展览. */
  label: string;
  /** Banners on top of the list. */
  bannerType: BannerType;
  /** Button of the detail page that leads to the upload page. */
  joinText: string;
  /** What the entries are called. */
  entriesText: string;
  routes: { list: RouteName; detail: RouteName; enroll: RouteName; putin: RouteName };
}

export const KINDS: Record<ActivityKind, KindConfig> = {
  activity: {
    kind: 'activity',
    label: '活动',
    bannerType: BannerType.activityMajor,
    joinText: '参加活动',
    entriesText: '参赛作品',
    routes: { list: 'Activity', detail: 'ActivityDetail', enroll: 'ActivityEnroll', putin: 'ActivityPutin' },
  },
  exhibit: {
    kind: 'exhibit',
    label: '展览',
    bannerType: BannerType.exhibitMajor,
    joinText: '参加展览',
    entriesText: '展览作品',
    routes: { list: 'Exhibit', detail: 'ExhibitDetail', enroll: 'ExhibitEnroll', putin: 'ExhibitPutin' },
  },
};
