import nx from '@nx/eslint-plugin';
import baseConfig from '../../eslint.config.mjs';

/** Relative imports of a folder named `name`, from any depth (`../app`, `../../app/routes`, …). */
const folder = (name) => `^\\.{1,2}/(?:\\.\\./)*(?:[^/]+/)*${name}(?:/|$)`;

/**
 * react-router's `Link` and `NavLink` bring its framework mode's prefetching and view transitions into the router
 * chunk every page loads first; the site's own (src/app/navigation/link.tsx) do what its pages use of them.
 */
const routerLinks = {
  name: 'react-router-dom',
  importNames: ['Link', 'NavLink'],
  message:
    "Use Link / NavLink from the app's navigation/link: react-router's own add its framework code to every page.",
};

export default [
  ...nx.configs['flat/react'],
  ...baseConfig,
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
