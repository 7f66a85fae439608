import path from 'node:path';
import nx from '@nx/eslint-plugin';
import baseConfig from '../../eslint.config.mjs';

const here = import.meta.dirname;

/** Relative imports of a folder named `name`, from any depth (`../app`, `../../app/routes`, …). */
const folder = (name) => `^\\.{1,2}/(?:\\.\\./)*(?:[^/]+/)*${name}(?:/|$)`;

/**
 * react-router's `Link` and `NavLink` bring its framework mode's prefetching and view transitions into the router
 * chunk every page loads first; the site's own (src/routing/link.tsx) do what its pages use of them.
 */
const routerLinks = {
  name: 'react-router-dom',
  importNames: ['Link', 'NavLink'],
  message: "Use Link / NavLink from src/routing/link: react-router's own add its framework code to every page.",
};

/** Folders of src/ below the app shell: what they import never leads back to app/ (whose route table loads the pages). */
const BELOW_THE_APP = ['features', 'components', 'data', 'routing', 'boot'];
const src = (folder) => path.join(here, 'src', folder);

export default [
  ...nx.configs['flat/react'],
  ...baseConfig,
  {
    // The import plugin comes with nx's react config; this resolves the app's extensionless imports for it.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { [path.join(here, 'eslint-ts-resolver.cjs')]: {} },
    },
    rules: {
      // Dynamic imports count (the route table's page loaders are what closed the old cycle); type-only imports are
      // not edges for this rule.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: BELOW_THE_APP.map(src),
              from: src('app'),
              message:
                'Only the app shell imports app/: take route names, paths, links and navigation from src/routing.',
            },
            {
              target: [src('routing'), src('boot')],
              from: src('features'),
              message: 'src/routing and src/boot sit below the features: they must not import them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', 'src/test/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [routerLinks] }] },
  },
  {
    // Shared components sit below the data layer, the features and the app shell: they take what
    // they need as props, so any feature (or another app) can use them.
    files: ['src/components/**/*.ts', 'src/components/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerLinks],
          patterns: [
            {
              regex: folder('app'),
              message: 'Shared components must not import the app shell: pass what they need as props.',
            },
            {
              regex: folder('(?:features|data)'),
              message: 'Shared components must not import features or the data layer: pass what they need as props.',
            },
          ],
        },
      ],
    },
  },
  {
    // The data layer is used by the features and the shell, so it must not depend on them.
    files: ['src/data/**/*.ts', 'src/data/**/*.tsx'],
    ignores: ['src/data/**/*.spec.ts', 'src/data/**/*.spec.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerLinks],
          patterns: [
            {
              regex: folder('(?:app|features)'),
              message: 'The data layer must not import the app shell or the features.',
            },
          ],
        },
      ],
    },
  },
];
