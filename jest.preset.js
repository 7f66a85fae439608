const path = require('node:path');
const nxPreset = require('@nx/jest/preset').default;

const libs = path.join(__dirname, 'libs');

/** Shared jest settings: SWC for TS/TSX, workspace libs resolved to their sources. */
module.exports = {
  ...nxPreset,
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  reporters: ['default', path.join(__dirname, 'tools/jest/tally-reporter.cjs')],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@yiying/chat/react$': path.join(libs, 'chat/src/react/index.ts'),
    '^@yiying/(models|validation|api-client|chat|widgets|community-ui)$': path.join(libs, '$1/src/index.ts'),
    '\\.(css|png|jpg|jpeg|gif|svg|webp)$': path.join(__dirname, 'tools/jest/file-stub.cjs'),
  },
  // ESM-only packages that jest must transform.
  transformIgnorePatterns: ['/node_modules/(?!(ky|nanoid|uuid|@storybook|storybook|thumbhash)/)'],
};
