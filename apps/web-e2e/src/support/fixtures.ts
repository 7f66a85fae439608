import { test as base, expect } from '@playwright/test';

/** Problems seen by the browser during one test. */
export interface PageProblems {
  list: string[];
}

/**
 * Every test fails if the page logs a console error, throws, or a request fails
 * (network failure or an HTTP error on anything but the page document itself).
 */
export const test = base.extend<{ problems: PageProblems }>({
  problems: [
    async ({ page }, use) => {
      const problems: PageProblems = { list: [] };
      page.on('console', (message) => {
        if (message.type() === 'error') problems.list.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.list.push(`pageerror: ${error.message}`));
      page.on('requestfailed', (request) => {
        problems.list.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400 && response.request().resourceType() !== 'document') {
          problems.list.push(`http ${response.status()}: ${response.url()}`);
        }
      });
      await use(problems);
      if (problems.list.length) {
        throw new Error(`The page reported console errors or failed requests:\n${problems.list.join('\n')}`);
      }
    },
    { auto: true },
  ],
});

export { expect };
