import type { Page, Request } from '@playwright/test';
import { DEMO_PASSWORD, loginByPassword } from './demo';
import { expect } from './fixtures';

/** The two widths every everyday journey runs at: desktop and phone. */
export const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Where the journeys save screenshots when asked (`E2E_SHOTS_DIR`). */
const SHOTS = process.env['E2E_SHOTS_DIR'];

/** A short suffix that keeps the titles of one run apart from the last. */
export const suffix = () => String(Date.now()).slice(-6);

/** Waits for the page's own loads to end, so leaving it aborts none (the journeys fail on an aborted request). */
const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting the page's requests under way (call it before the page loads anything). */
export function track(page: Page): Set<Request> {
  let open = inFlight.get(page);
  if (!open) {
    const set = new Set<Request>();
    page.on('request', (r) => set.add(r));
    page.on('requestfinished', (r) => set.delete(r));
    page.on('requestfailed', (r) => set.delete(r));
    inFlight.set(page, set);
    open = set;
  }
  return open;
}

export async function settle(page: Page): Promise<void> {
  const open = track(page);
  // Some parts (the header bell, the chat engine) load after the first quiet moment: wait for a second one.
  for (let round = 0; round < 2; round++) {
    await expect.poll(() => open.size, { intervals: [100, 250, 250, 500] }).toBe(0);
    await page.waitForTimeout(400);
  }
}

export async function logIn(page: Page, mobile: string, password = DEMO_PASSWORD): Promise<void> {
  await settle(page);
  await page.goto('/my/login');
  await loginByPassword(page, mobile, password);
  await expect(page).toHaveURL(/\/my$/);
  await settle(page);
}

export async function shot(page: Page, name: string, width: number): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
}
