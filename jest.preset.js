const path = require('node:path');
const { availableParallelism } = require('node:os');
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
  // Two test files at once even on two cores (jest's default there is one, in band): the jsdom suites spend much of
  // their time transforming and loading modules, which a second worker overlaps.
  maxWorkers: Math.max(2, availableParallelism() - 1),
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
