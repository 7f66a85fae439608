import path from 'node:path';
import importPlugin from 'eslint-plugin-import';
import baseConfig from '../../eslint.config.mjs';

const here = import.meta.dirname;

/** `modules/<name>/<anything but index>`: the inside of a module, reached from outside it. */
const INTO_A_MODULE = '(^|/)modules/[^/]+/(?!index(\\.js)?$)';
/**
 * `../<other>/<anything but index>` from a module's own folder; a module's leaf type files stay reachable: its tables
 * (`*.table.ts`) and the view of the database its services take (`*.db.ts`), which name the tables another module reads.
 */
const INTO_A_SIBLING = '^\\.\\./[^./][^/]*/(?!index(\\.js)?$|[^/]+\\.(table|db)(\\.js)?$)';
/** The same, but a module's leaf table files may be reached too: only `db/schema.ts` does, to assemble `Database`. */
const INTO_A_MODULE_BUT_TABLES = '(^|/)modules/[^/]+/(?!index(\\.js)?$|[^/]+\\.table(\\.js)?$)';
const MESSAGE = 'Import another server module only through its index.ts (../<module>/index.js).';

export default [
  ...baseConfig,
  {
    files: ['src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/resolver': { [path.join(here, 'eslint-ts-resolver.cjs')]: {} },
    },
    rules: {
      // Type-only imports are not edges here: they vanish at run time.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': ['error', { patterns: [{ regex: INTO_A_MODULE, message: MESSAGE }] }],
    },
  },
  {
    files: ['src/modules/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: INTO_A_MODULE, message: MESSAGE },
            { regex: INTO_A_SIBLING, message: MESSAGE },
          ],
        },
      ],
    },
  },
  {
    files: ['src/db/schema.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: INTO_A_MODULE_BUT_TABLES, message: MESSAGE }] }],
    },
  },
];
