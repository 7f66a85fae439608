// Library and web builds must not depend on the shell: built with NODE_ENV=development in the environment, no
// development JSX runtime or development React may reach the output (a production consumer would crash on jsxDEV).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const root = join(import.meta.dirname, '..', '..');
const DEV_MARKERS = ['jsxDEV', 'jsx-dev-runtime', 'react-dom.development', 'react.development'];

function scripts(dir) {
  return readdirSync(dir, { recursive: true })
    .filter((f) => /\.m?js$/.test(f))
    .map((f) => join(dir, f));
}

for (const project of ['libs/widgets', 'libs/community-ui', 'apps/web']) {
  test(`${project} built with NODE_ENV=development ships no development React`, () => {
    const out = mkdtempSync(join(tmpdir(), 'yiying-build-env-'));
    try {
      execFileSync(
        'npx',
        [
          'vite',
          'build',
          '-c',
          join(project, 'vite.config.mts'),
          '--outDir',
          out,
          '--emptyOutDir',
          '--logLevel',
          'error',
        ],
        {
          cwd: root,
          env: { ...process.env, NODE_ENV: 'development' },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      const files = scripts(out);
      assert.ok(files.length > 0, 'the build wrote scripts');
      for (const file of files) {
        const text = readFileSync(file, 'utf8');
        for (const marker of DEV_MARKERS)
          assert.ok(!text.includes(marker), `${marker} in ${file.slice(out.length + 1)}`);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
}
