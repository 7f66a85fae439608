// Shared Vite settings of the publishable UI libraries and the web app.
import * as path from 'node:path';
import { defineConfig, type ConfigEnv, type UserConfigFnObject } from 'vite';
import react from '@vitejs/plugin-react';
import dts from 'vite-plugin-dts';

/**
 * A build is a release build whatever NODE_ENV the shell has (`NODE_ENV=development npm start` must not ship React's
 * development JSX runtime). Vite reads the variable after loading the config, so setting it here is enough.
 */
export function releaseBuild({ command }: ConfigEnv): void {
  if (command === 'build') process.env['NODE_ENV'] = 'production';
}

// Consumers bring their own React, emotion and shared libs; bundling them would duplicate contexts.
const external = [/^react($|\/)/, /^react-dom($|\/)/, /^@emotion\//, /^@yiying\//, /^dayjs($|\/)/, /^yup($|\/)/];

/**
 * The config of a publishable React library in `libs/<name>`: one ES module entry plus its type declarations. Modules
 * are kept apart in `dist` (one file per source module): with `sideEffects: false` a site's bundler then drops every
 * widget the site does not import, where a single-file bundle would keep each top-level `styled()` call and form schema.
 */
export function libraryConfig(dir: string, name: string): UserConfigFnObject {
  return defineConfig((env) => {
    releaseBuild(env);
    return {
      root: dir,
      cacheDir: `../../node_modules/.vite/libs/${name}`,
      plugins: [
        react({ jsxImportSource: '@emotion/react' }),
        dts({ entryRoot: 'src', tsconfigPath: path.join(dir, 'tsconfig.lib.json') }),
      ],
      build: {
        outDir: './dist',
        emptyOutDir: true,
        reportCompressedSize: true,
        lib: { entry: 'src/index.ts', name, fileName: 'index', formats: ['es' as const] },
        rolldownOptions: {
          external,
          output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
        },
      },
    };
  });
}
