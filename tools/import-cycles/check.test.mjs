import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { cycles, importGraph, sourceFiles } from './check.mjs';

function tree(files) {
  const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

test('a cycle made only of type imports is found, with every file in it', () => {
  const dir = tree({
    'db/schema.ts':
      "import type { Tables } from '../modules/a/index.js';\nexport interface Database extends Tables {}\n",
    'modules/a/index.ts':
      "import type { Database } from '../../db/schema.js';\nexport interface Tables { a: Database }\n",
    'modules/b/index.ts': 'export const b = 1;\n',
  });
  try {
    const found = cycles(importGraph(sourceFiles(dir)));
    assert.deepEqual(found, [[join(dir, 'db/schema.ts'), join(dir, 'modules/a/index.ts')]]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a lazy import() and a re-export close a cycle too; specs and testing helpers are left out', () => {
  const dir = tree({
    'app/routes.tsx': "const Page = () => import('../features/page.js');\nexport default Page;\n",
    'features/page.tsx': "export { default } from '../app/routes.js';\n",
    'features/page.spec.tsx': "import '../app/routes.js';\n",
    'testing/helper.ts': "import '../features/page.js';\n",
  });
  try {
    const found = cycles(importGraph(sourceFiles(dir)));
    assert.equal(found.length, 1);
    assert.deepEqual(found[0], [join(dir, 'app/routes.tsx'), join(dir, 'features/page.tsx')]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a tree whose imports only go one way has no cycle', () => {
  const dir = tree({
    'a.ts': "import { b } from './b.js';\nexport const a = b;\n",
    'b.ts': "import type { C } from './c/index.js';\nexport const b: C = 1;\n",
    'c/index.ts': '// import { a } from "../a.js";\nexport type C = number;\n',
  });
  try {
    assert.deepEqual(cycles(importGraph(sourceFiles(dir))), []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
