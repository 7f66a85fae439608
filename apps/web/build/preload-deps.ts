import type { Plugin } from 'vite';

/**
 * Trims the lists of files Vite preloads with each dynamic import (`__vite__mapDeps`, written into the importing
 * chunk). The entry imports only the app's start (src/start.tsx); every other chunk runs after the entry and the start
 * with all their static imports have loaded, so naming those files again in its lists preloads nothing and costs bytes
 * in chunks the first screen loads (the route table alone names every page's dependencies).
 *
 * `plugin` works out the files loaded first from the bundle before Vite writes the lists; `resolveDependencies` (the
 * `build.modulePreload` option) then leaves them out of every list but the entry's.
 */
export function preloadDependencies(
  start: string,
  more: (filename: string, deps: string[]) => string[] = (_, deps) => deps,
): {
  plugin: Plugin;
  resolveDependencies: (filename: string, deps: string[], context: { hostId: string }) => string[];
} {
  const entries = new Set<string>();
  const loadedFirst = new Set<string>();
  return {
    plugin: {
      name: 'yiying-preload-dependencies',
      apply: 'build',
      generateBundle: {
        // Before Vite's own generateBundle writes the lists.
        order: 'pre',
        handler(_, bundle) {
          entries.clear();
          loadedFirst.clear();
          const add = (file: string) => {
            const chunk = bundle[file];
            if (chunk?.type !== 'chunk' || loadedFirst.has(file)) return;
            loadedFirst.add(file);
            for (const imported of chunk.imports) add(imported);
          };
          for (const chunk of Object.values(bundle)) {
            if (chunk.type !== 'chunk') continue;
            if (chunk.isEntry) entries.add(chunk.fileName);
            // The start may share its chunk with other modules (a chunk group), so it is found among the chunk's modules.
            if (chunk.isEntry || chunk.moduleIds.some((id) => id.endsWith(start))) add(chunk.fileName);
          }
        },
      },
    },
    resolveDependencies: (filename, deps, { hostId }) =>
      more(filename, entries.has(hostId) ? deps : deps.filter((dep) => !loadedFirst.has(dep))),
  };
}
