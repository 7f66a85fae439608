// Bundles the server into dist/main.js (and the job process into dist/worker.js): workspace libs from source, every npm package left in node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// `--outfile <file>` writes the bundle elsewhere (inside the repository, so the packages still resolve).
const outfileAt = process.argv.indexOf('--outfile');
const outfile = outfileAt > 0 ? path.resolve(process.argv[outfileAt + 1]) : path.join(here, 'dist/main.js');

/** Bare imports stay external, except our own libs which are bundled through the source condition. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@yiying/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

// The native database driver crashes on a Node.js older than package.json's engines, so the bundle checks the
// version before it loads any package and stops with one clear line instead.
const engines = JSON.parse(readFileSync(path.join(here, '../../package.json'), 'utf8')).engines.node;
const [minMajor, minMinor] = engines
  .replace(/^>=\s*/, '')
  .split('.')
  .map(Number);
const versionCheck = `'use strict';
{
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < ${minMajor} || (major === ${minMajor} && minor < ${minMinor})) {
    console.error('医影 needs Node.js ${minMajor}.${minMinor} or newer (24 LTS recommended); this is Node.js ' + process.versions.node + '.');
    process.exit(1);
  }
}`;

const common = {
  bundle: true,
  platform: 'node',
  target: `node${minMajor}`,
  banner: { js: versionCheck },
  format: 'cjs',
  sourcemap: true,
  conditions: ['@yiying/source'],
  tsconfig: path.join(here, 'tsconfig.app.json'),
  plugins: [externalPackages],
  logLevel: 'warning',
};
await build({ ...common, entryPoints: [path.join(here, 'src/main.ts')], outfile });
console.log(`built ${path.relative(process.cwd(), outfile)}`);
// The process that only runs jobs (`npm run worker`), beside the server's bundle.
if (outfileAt < 0) {
  const workerFile = path.join(here, 'dist/worker.js');
  await build({ ...common, entryPoints: [path.join(here, 'src/worker.ts')], outfile: workerFile });
  console.log(`built ${path.relative(process.cwd(), workerFile)}`);
}
