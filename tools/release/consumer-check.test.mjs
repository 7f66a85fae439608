import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { LIBRARIES, packageProblems, quickStart } from './consumer-check.mjs';

const root = join(import.meta.dirname, '..', '..');

const good = {
  name: '@yiying/widgets',
  license: 'MIT',
  types: './dist/index.d.ts',
  sideEffects: false,
  dependencies: { '@yiying/models': '^0.1.0', yup: '^1.4.0' },
  exports: {
    './package.json': './package.json',
    '.': { '@yiying/source': './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' },
  },
};
const files = ['package.json', 'README.md', 'LICENSE', 'dist/index.js', 'dist/index.d.ts'];

test('a packed package with real ranges, licence, README, types and exports passes', () => {
  assert.deepEqual(packageProblems(good, files), []);
});

test('workspace ranges, a missing licence or README and exports outside the tarball are named', () => {
  const bad = {
    ...good,
    license: undefined,
    sideEffects: undefined,
    dependencies: { '@yiying/models': '*', '@yiying/validation': 'workspace:^' },
    exports: { '.': { types: './dist/index.d.ts', import: './dist/main.js' } },
  };
  assert.deepEqual(packageProblems(bad, ['package.json', 'dist/index.d.ts']), [
    '@yiying/widgets: dependencies @yiying/models has the workspace-only range "*"',
    '@yiying/widgets: dependencies @yiying/validation has the workspace-only range "workspace:^"',
    '@yiying/widgets: no licence in package.json',
    '@yiying/widgets: no LICENSE file in the tarball',
    '@yiying/widgets: no README.md in the tarball',
    '@yiying/widgets: sideEffects is not false',
    '@yiying/widgets: exports["."].import → ./dist/main.js is not in the tarball',
  ]);
});

test('the quick start is the first code block after its heading', () => {
  const readme =
    '# x\n\n```sh\nnpm i x\n```\n\n## Quick start\n\nText.\n\n```tsx\nexport const a = 1;\n```\n\n```ts\nb\n```\n';
  assert.deepEqual(quickStart(readme), { lang: 'tsx', code: 'export const a = 1;\n' });
  assert.equal(quickStart('# x\n\n```ts\nconst a = 1;\n```\n'), null);
});

test('every library README has a quick start and every package.json real ranges', () => {
  for (const lib of LIBRARIES) {
    assert.ok(quickStart(readFileSync(join(root, 'libs', lib, 'README.md'), 'utf8')), `libs/${lib}/README.md`);
    const pkg = JSON.parse(readFileSync(join(root, 'libs', lib, 'package.json'), 'utf8'));
    for (const [name, range] of Object.entries(pkg.dependencies ?? {}))
      assert.ok(range !== '*' && !range.startsWith('workspace:'), `${lib}: ${name} ${range}`);
  }
});
