// Bundles the server into dist/main.js: workspace libs from source, every npm package left in node_modules.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

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

await build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile: path.join(here, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  conditions: ['@yiying/source'],
  tsconfig: path.join(here, 'tsconfig.app.json'),
  plugins: [externalPackages],
  logLevel: 'warning',
});
console.log('built apps/server/dist/main.js');
