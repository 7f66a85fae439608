import { afterFirstImage } from './boot/after-first-image';
import { holdEarlyClicks } from './boot/early-clicks';
import { preloadPageModules } from './boot/page-modules';

/*
 * The page's entry. When the server wrote the first screen into the page, its largest picture (the banner) is what a
 * visitor waits for: the app's code is fetched and run once that picture is on screen, so on a slow link the picture
 * does not share the bandwidth with the scripts, and running them does not hold back its paint. Until then the page
 * is plain markup whose links work as links; clicks on its buttons are held for the app. The page's own modules are
 * fetched together with the app's, asked for one a task after it.
 */
const root = document.getElementById('root');
const clicks = root?.firstElementChild ? holdEarlyClicks(root) : undefined;
void afterFirstImage(document)
  .then(() => {
    const app = import('./start');
    preloadPageModules(document);
    return app;
  })
  .then(
    ({ start }) => {
      // The app starts in the task after the one that evaluated its modules.
      setTimeout(() => start(clicks), 0);
    },
    (error: unknown) => {
      // The app's code did not arrive: the buttons go back to what plain markup does.
      clicks?.stop();
      throw error;
    },
  );
