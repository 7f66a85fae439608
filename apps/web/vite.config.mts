import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';
import { preloadDependencies } from './build/preload-deps';
import { pureReactRouterComponents } from './build/pure-annotations';
import { lowPriorityScripts } from './build/script-priority';
import { releaseBuild } from '../../tools/vite/config.mts';

const useSyncExternalStoreShim = fileURLToPath(
  new URL('./src/vendor/use-sync-external-store-shim.ts', import.meta.url),
);

const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

const apiTarget = process.env['API_TARGET'] ?? 'http://127.0.0.1:3000';
const proxied = ['/api', '/files', '/web', '/docs'];

/** Paths of the app's own modules, as the tests of the chunk groups below match them. */
const web = (path: string) => `apps[\\/]web[\\/]src[\\/]${path}`;
const lib = (name: string, path: string) => `libs[\\/]${name}[\\/]src[\\/]${path}`;
const anyOf = (...paths: string[]) => new RegExp(paths.map((path) => `(?:${path})`).join('|'));

/**
 * Vendor groups that change rarely, so a deploy of the app does not invalidate them; then two groups of the app's own
 * modules that the first screen loads.
 */
const chunkGroups = [
  // React, the router, emotion and swr: every page loads all of them, so one file (about 1 kB gzip less than four, whose
  // separate compression and imports between them cost that) that changes when one of them is upgraded.
  {
    name: 'vendor',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@emotion|stylis|hoist-non-react-statics|swr|js-cookie|dequal)[\\/]/,
  },
  // The api client loads ky with its first request, which a visitor's first screen does not make.
  { name: 'ky', test: /node_modules[\\/]ky[\\/]/ },
  // Dates are formatted without dayjs on the first screen; the pages that compute with dates share this chunk.
  { name: 'dayjs', test: /node_modules[\\/]dayjs[\\/]/ },
  // What the entry shares with the app: the constants it reads first (the first screen's element ids), whether the app
  // has taken the page over, and Vite's preload helper (which would otherwise go to the start's chunk below, making the
  // entry import all of the app before the first picture is shown).
  {
    name: 'boot',
    test: anyOf(
      `${lib('models', 'lib[\\/]constants')}\\.ts$`,
      `${web('boot[\\/]taken-over')}\\.ts$`,
      'vite[\\/]preload-helper',
    ),
    priority: 1,
  },
  // The app's start (src/start.tsx, which the entry imports once the first picture is shown) with what it imports, and
  // the modules every page's first screen shares with it: the data hooks of the shell and the home, the route table,
  // the errors, and the small widgets of the home's carousel. One file: left to the default splitting, each module
  // shared by the start and some page becomes a chunk of a few hundred bytes of its own (each one costs its own
  // compression and import lines; the home's first screen loaded fifteen files, now nine, about 2 kB gzip less).
  {
    name: 'start',
    test: anyOf(
      `${web('start')}\\.tsx$`,
      `${web('data[\\/](site|sensitive-setting|api-client-context|cookie-source|banner|use-api-query|content)')}\\.tsx?$`,
      `${web('routing[\\/]routes')}\\.ts$`,
      `${lib('models', 'lib[\\/](errors|media)')}\\.ts$`,
      lib('api-client', 'lib[\\/]errors[\\/]'),
      `${lib('widgets', '(icons[\\/](make-icon|chevron-left|chevron-right)|primitives[\\/]icon-button|constants|hero-carousel[\\/]use-document-hidden)')}\\.tsx?$`,
    ),
  },
];

/**
 * The server's build of the site (`vite build --ssr`): `renderPage` of src/entry-server.tsx, in one self-contained
 * module the API server imports to write a visitor's first screen into the page.
 */
function serverRenderBuild(): UserConfig['build'] {
  return {
    outDir: './dist-server',
    emptyOutDir: true,
    ssr: 'src/entry-server.tsx',
    copyPublicDir: false,
    target: 'node22',
    // One file: its pages' code is there from the start, and loading it again (after a rebuild) brings no stale part.
    rolldownOptions: { output: { entryFileNames: '[name].mjs', inlineDynamicImports: true } },
  };
}

export default defineConfig((env) => {
  releaseBuild(env);
  const serverRender = env.isSsrBuild === true;
  // The gallery's like / forward / album actions load on a click, by the browser's own import graph: listing their
  // dependencies for preloading would put that list into the home route's JS. The parts a server page keeps as markup
  // until they are seen (see src/boot/deferred-part) load the same way: each preload a script adds holds the main
  // thread a while, and theirs (the home's gallery alone has fifteen) came in one task right after the page was taken
  // over; the browser asks for a part's files itself once the part's own file is in.
  const byImportGraph = /(gallery-action-host|latest-gallery|home-activity-list|site-footer-columns|bottom-tabs-bar)-/;
  const preload = preloadDependencies('/src/start.tsx', (filename, deps) => (byImportGraph.test(filename) ? [] : deps));
  return {
    root: import.meta.dirname,
    cacheDir: '../../node_modules/.vite/apps/web',
    resolve: {
      // Workspace libs resolve to their TypeScript sources.
      conditions: ['@yiying/source', ...defaultClientConditions],
      // react-router's package exports only its development build (warnings and invariant texts); a release build
      // takes the production one it ships beside it.
      alias: [
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: useSyncExternalStoreShim },
        ...(env.command === 'build'
          ? [
              { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
              { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
            ]
          : []),
      ],
    },
    server: {
      port: 4200,
      host: 'localhost',
      proxy: {
        ...Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
        '/websocket': { target: apiTarget, ws: true, changeOrigin: true },
      },
    },
    preview: {
      port: 4300,
      host: 'localhost',
    },
    ssr: {
      // Everything in one file: the server runs it without the web app's dependencies beside it.
      noExternal: true,
      resolve: { conditions: ['@yiying/source', ...defaultServerConditions] },
    },
    plugins: [
      react({ jsxImportSource: '@emotion/react' }),
      pureReactRouterComponents(),
      ...(serverRender ? [] : [lowPriorityScripts(), preload.plugin, precompress()]),
    ],
    build: serverRender
      ? serverRenderBuild()
      : {
          outDir: './dist',
          emptyOutDir: true,
          reportCompressedSize: true,
          // Read by scripts/bundle-budget.mjs to measure what each route loads.
          manifest: true,
          target: 'es2022',
          modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
          rolldownOptions: {
            treeshake: {
              // @emotion/react imports hoist-non-react-statics (and through it react-is) for its side effects, which it
              // has none of: only withTheme uses it, and no page does.
              moduleSideEffects: [
                { test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
                // yup builds its schema classes and nothing else when imported: a page that takes only a constant or a
                // message from a module of the shared validation (which imports yup) does not carry yup (about 15 kB).
                { test: /node_modules[\\/]yup[\\/]/, sideEffects: false },
                // The app's data hooks (src/data) run nothing when imported: a module reached only through the data
                // barrel (src/data/index.ts) is not part of a chunk that uses none of its hooks (the member's privacy,
                // chat and profile hooks were in the start's chunk).
                { test: /apps[\\/]web[\\/]src[\\/]data[\\/]/, sideEffects: false },
              ],
            },
            output: {
              codeSplitting: { groups: chunkGroups },
            },
          },
        },
  };
});
