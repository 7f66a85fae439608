import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { browserPathOrExit, CHROMIUM_ARGS } from '../../tools/browser/resolve.mjs';

const port = Number(process.env['E2E_PORT'] || 4310);
const baseURL = process.env['BASE_URL'] || `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './src',
  outputDir: '../../dist/.playwright/apps/web-e2e/test-output',
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  reporter: [['list'], [join(import.meta.dirname, '../../tools/ci/playwright-tally-reporter.cjs')]],
  timeout: 60_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: {
      executablePath: browserPathOrExit(),
      args: CHROMIUM_ARGS,
    },
  },
  globalSetup: './src/support/global-setup.ts',
  globalTeardown: './src/support/global-teardown.ts',
  projects: [
    { name: 'chromium', testIgnore: /screenshots\.spec\.ts$/ },
    {
      // The screenshot baselines (src/screenshots.spec.ts): each test starts a server of its own on a fresh data folder
      // (port E2E_PORT + 1, or E2E_SCREENSHOT_PORT), so the likes, comments and posts of the other journeys never show.
      // `npm run screenshots:update` rewrites the PNGs.
      name: 'screenshots',
      testMatch: /screenshots\.spec\.ts$/,
      snapshotPathTemplate: '{testDir}/../screenshots/{arg}{ext}',
      expect: {
        toHaveScreenshot: {
          // Per pixel: the colour distance (YIQ, 0–1) under which two pixels count as the same (anti-aliasing, image
          // decoding); per picture: at most 1 % of its pixels may differ beyond that.
          threshold: 0.2,
          maxDiffPixelRatio: 0.01,
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
        },
      },
    },
  ],
});
