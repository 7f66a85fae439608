import { FIRST_SCREEN } from '@yiying/models';

/** A script file of the web build (`/assets/<name>.js`): nothing from another site, nor a protocol-relative path. */
const BUILD_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

/** Runs `next` in a task of its own. */
export type NextTask = (next: () => void) => void;

const nextTask: NextTask = (next) => void setTimeout(next, 0);

/**
 * Adds a `<link rel="modulepreload">` for each script file of the build the server listed for this page (the JSON array in
 * `#page-modules`), so they download together with the app's code instead of after it: the first at once, then one a
 * task, since each request a script makes holds the main thread a while (longer under a browser's developer tools),
 * and a dozen in one task would hold the page. A file already asked for (by the app's own import) is skipped. A
 * missing or unreadable list adds nothing. Returns the files it will add.
 */
export function preloadPageModules(doc: Document, schedule: NextTask = nextTask): string[] {
  const block = doc.getElementById(FIRST_SCREEN.modulesElementId);
  let listed: unknown;
  try {
    listed = JSON.parse(block?.textContent ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(listed)) return [];
  const files = listed.filter((file): file is string => typeof file === 'string' && BUILD_SCRIPT.test(file));
  const add = (index: number) => {
    const file = files[index];
    if (file === undefined) return;
    const url = new URL(file, doc.baseURI).href;
    if (![...doc.head.querySelectorAll('link')].some((link) => link.href === url)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      doc.head.appendChild(link);
    }
    schedule(() => add(index + 1));
  };
  add(0);
  return files;
}
