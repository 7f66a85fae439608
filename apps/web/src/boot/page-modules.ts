import { FIRST_SCREEN } from '@yiying/models';

/** A script file of the web build (`/assets/<name>.js`): nothing from another site, nor a protocol-relative path. */
const BUILD_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

/**
 * Adds a `<link rel="modulepreload">` for each script file of the build the server listed for this page (the JSON array in
 * `#page-modules`), so they download together with the app's code instead of after it. A missing or unreadable
 * list adds nothing. Returns the files it added.
 */
export function preloadPageModules(doc: Document): string[] {
  const block = doc.getElementById(FIRST_SCREEN.modulesElementId);
  let files: unknown;
  try {
    files = JSON.parse(block?.textContent ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(files)) return [];
  const added: string[] = [];
  for (const file of files) {
    if (typeof file !== 'string' || !BUILD_SCRIPT.test(file)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    doc.head.appendChild(link);
    added.push(file);
  }
  return added;
}
