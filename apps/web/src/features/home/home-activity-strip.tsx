import { Suspense, useEffect, useMemo } from 'react';
import type { ActivityRecord, Banner } from '@yiying/models';
import { Link } from '../../routing/link';
import { deferredPart, SeenRegion } from '../../boot/deferred-part';
import { HOME_ACTIVITY_BANNERS, OPEN_ACTIVITIES, OPEN_ACTIVITIES_KEY, useApiQuery, useBannerList } from '../../data';
import { Section, StripSlot } from './home-page.styles';

/*
 * The strip's pictures and links are drawn by a part of their own: on the server's first screen the strip stays as the
 * server wrote it (its links work as links) until it comes into view or is reached, so its code is not part of the
 * home's first script.
 */
const list = deferredPart(() => import('./home-activity-list'));
const HomeActivityList = list.Part;
const NONE: readonly never[] = [];

/**
 * The home-activity banners, then the activities open for entries now, as one strip of links; nothing when there
 * are none.
 */
export function HomeActivityStrip() {
  const banners = useBannerList(HOME_ACTIVITY_BANNERS);
  const open = useApiQuery(OPEN_ACTIVITIES_KEY, (client) => client.activityEnroll.uploadList(OPEN_ACTIVITIES));
  // In a page the browser builds, the strip's code downloads alongside its lists.
  useEffect(() => list.prefetch(), []);
  const settled = (banners.data || banners.error) && (open.data || open.error);
  const bannerRecords: readonly Banner[] = banners.data?.records ?? NONE;
  const activities: readonly ActivityRecord[] = open.data?.records ?? NONE;
  // The same element while the lists stay the same: a render before the strip's code is here leaves the server's
  // markup in place (a boundary given new props would be drawn anew, empty).
  const strip = useMemo(
    () => (
      <Suspense fallback={<StripSlot aria-hidden="true" />}>
        <HomeActivityList banners={bannerRecords} activities={activities} />
      </Suspense>
    ),
    [bannerRecords, activities],
  );
  if (settled && bannerRecords.length + activities.length === 0) return null;
  return (
    <Section aria-labelledby="home-activities" aria-busy={!settled}>
      <h2 id="home-activities">
        <Link to="/activity">正在征稿的活动</Link>
      </h2>
      <SeenRegion part={list}>{strip}</SeenRegion>
    </Section>
  );
}
