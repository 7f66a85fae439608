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
  projects: [{ name: 'chromium' }],
});
