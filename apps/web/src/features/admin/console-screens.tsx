import { useEffect, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ResourceScreen, type ResourceConfig } from './blocks/resource-screen';
import { CONSOLE_GROUPS } from './console-nav';
import { activityScreen, entryScreen, roadshowScreen } from './screens/activity-screens';
import { auditScreen, commentScreen, contentScreen, memberScreen } from './screens/moderation-screens';
import { jobScreen } from './screens/job-screen';
import { ReviewQueueScreen } from './screens/review-queue-screen';
import { WatchwordScreen } from './screens/watchword-screen';
import { certificateScreen, reportScreen } from './screens/review-screens';
import {
  bannerScreen,
  categoryScreen,
  circleScreen,
  configScreen,
  dictScreen,
  guestbookScreen,
  noticeScreen,
  siteParamScreen,
} from './screens/site-screens';

/**
 * Every screen of the console but 概览, by its path in the side navigation: a resource table (`config`) or a screen of
 * its own (`element`). This module loads when one of them opens, so 概览, the console's first screen, comes without
 * the tables, their forms and the contracts they check against.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen has its own record type
const SCREENS: Record<string, { config: ResourceConfig<any> } | { element: () => ReactElement }> = {
  moderation: { element: () => <ReviewQueueScreen /> },
  reports: { config: reportScreen },
  watchwords: { element: () => <WatchwordScreen /> },
  certificates: { config: certificateScreen },
  entries: { config: entryScreen },
  contents: { config: contentScreen },
  comments: { config: commentScreen },
  activities: { config: activityScreen('activity') },
  exhibitions: { config: activityScreen('exhibition') },
  roadshows: { config: roadshowScreen },
  banners: { config: bannerScreen },
  notices: { config: noticeScreen },
  circles: { config: circleScreen },
  categories: { config: categoryScreen },
  dict: { config: dictScreen },
  params: { config: siteParamScreen },
  config: { config: configScreen },
  jobs: { config: jobScreen },
  guestbook: { config: guestbookScreen },
  members: { config: memberScreen },
  audit: { config: auditScreen },
};

function Titled({ title, children }: { title: string; children: ReactElement }) {
  useEffect(() => {
    document.title = `${title} - 管理后台 - 医影`;
  }, [title]);
  return children;
}

/** The console's screens under `/admin/*`, each titled after its link; 页面不存在 for any other path. */
export default function ConsoleScreens() {
  return (
    <Routes>
      {CONSOLE_GROUPS.flatMap((group) => group.screens).map(({ path, label }) => {
        const screen = SCREENS[path];
        if (!screen) return null;
        return (
          <Route
            key={path}
            path={path}
            element={
              <Titled title={label}>
                {'element' in screen ? screen.element() : <ResourceScreen key={path} config={screen.config} />}
              </Titled>
            }
          />
        );
      })}
      <Route path="*" element={<p role="alert">页面不存在</p>} />
    </Routes>
  );
}
