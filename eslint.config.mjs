import nx from '@nx/eslint-plugin';

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/dist-server', '**/out-tsc', '**/vite.config.*.timestamp*', '**/test-output'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: ['^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$', '^(\\.\\./)+tools/jest/[\\w-]+(\\.js)?$'],
          depConstraints: [
            { sourceTag: 'type:model', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:model'] },
            { sourceTag: 'type:core', onlyDependOnLibsWithTags: ['type:model', 'type:util'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:model', 'type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:model', 'type:util', 'type:ui'] },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:model', 'type:util', 'type:core', 'type:data-access', 'type:ui'],
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:model', 'type:util', 'type:data-access'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:shared', 'scope:web'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.cts', '**/*.mts', '**/*.js', '**/*.jsx', '**/*.cjs', '**/*.mjs'],
    // Override or add rules here
    rules: {},
  },
];
