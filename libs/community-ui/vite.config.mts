import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import dts from 'vite-plugin-dts';
import * as path from 'path';

// Consumers bring their own React, emotion and shared libs; bundling them would duplicate contexts.
const external = [/^react($|\/)/, /^react-dom($|\/)/, /^@emotion\//, /^@yiying\//, /^dayjs($|\/)/, /^yup($|\/)/];

export default defineConfig(({ command }) => {
  // A build is a release build whatever NODE_ENV the shell has (`NODE_ENV=development npm start` must not ship
  // React's development JSX runtime); Vite reads the variable after loading this file.
  if (command === 'build') process.env['NODE_ENV'] = 'production';
  return {
    root: import.meta.dirname,
    cacheDir: '../../node_modules/.vite/libs/community-ui',
    plugins: [
      react({ jsxImportSource: '@emotion/react' }),
      dts({
        entryRoot: 'src',
        tsconfigPath: path.join(import.meta.dirname, 'tsconfig.lib.json'),
      }),
    ],
    build: {
      outDir: './dist',
      emptyOutDir: true,
      reportCompressedSize: true,
      lib: {
        entry: 'src/index.ts',
        name: 'community-ui',
        fileName: 'index',
        formats: ['es' as const],
      },
      rolldownOptions: {
        external,
      },
    },
  };
});
