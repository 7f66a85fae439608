// What a bundle of the api-client carries: its routes come from the contracts, and they must come without the yup
// schemas beside them (the web app loads the client on every page; the schemas belong to the lazy form pages).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..', '..');

/** Input files (relative to the repo) that put bytes into a browser bundle of `entry`. */
async function bundledInputs(entry) {
  const result = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    write: false,
    metafile: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['@yiying/source'],
    logLevel: 'silent',
  });
  const [output] = Object.values(result.metafile.outputs);
  return Object.entries(output.inputs)
    .filter(([, info]) => info.bytesInOutput > 0)
    .map(([file]) => file);
}

test('the api-client bundles its contract routes without yup or the validation schemas', async () => {
  const inputs = await bundledInputs('libs/api-client/src/index.ts');
  assert.ok(
    inputs.some((f) => f.endsWith('libs/validation/src/lib/contracts/paths.ts')),
    'the routes come from the contracts',
  );
  // Route tables only: `contracts/paths.ts`, the per-resource tables it re-exports, their `RouteSpec` module, the
  // loaders of the tables an endpoint group builds itself from (`route-tables.ts`), and the package index's re-export
  // glue (the namespace an endpoint group loaded on first call reads its table from).
  const routeTable = (f) =>
    /libs\/validation\/src\/lib\/contracts\/(paths\.ts|paths\/[\w-]+\.ts|route-spec\.ts|route-tables\.ts)$/.test(f) ||
    f.endsWith('libs/validation/src/index.ts');
  const heavy = inputs.filter(
    (f) => f.includes('node_modules/yup/') || (f.includes('libs/validation/') && !routeTable(f)),
  );
  assert.deepEqual(heavy, []);
});
