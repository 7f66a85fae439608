import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { E2E_BASE_URL, E2E_PORT, STATE_ENV, WORKSPACE_ROOT } from './server';

const START_TIMEOUT_MS = 60_000;

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Starts the built server on a fresh data folder (so demo data is loaded) and waits until the API answers.
 * The builds themselves run before Playwright, through the e2e target's dependencies.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env['BASE_URL']) return; // An external server was given; nothing to start.

  const main = path.join(WORKSPACE_ROOT, 'apps/server/dist/main.js');
  const webRoot = path.join(WORKSPACE_ROOT, 'apps/web/dist');
  for (const file of [main, path.join(webRoot, 'index.html')]) {
    if (!existsSync(file))
      throw new Error(`e2e: ${file} is missing — build web and server first (npx nx e2e web-e2e).`);
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'yiying-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [main], {
    cwd: WORKSPACE_ROOT,
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
      // Every journey logs its members in from this one address; the limits themselves are the server suites' to test.
      RATE_LIMIT_LOGIN_IP: '10000/300',
      RATE_LIMIT_LOGIN_ACCOUNT_IP: '10000/300',
      // A 10-second upload gets the HLS ladder, so the player's streaming is driven without a minute-long fixture.
      VIDEO_HLS_MIN_SECONDS: '9',
    },
    stdio: ['ignore', log, log],
    detached: false,
  });
  process.env[STATE_ENV.pid] = String(child.pid);
  process.env[STATE_ENV.dataDir] = dataDir;

  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? -1;
  });

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited !== null) break;
    try {
      const response = await fetch(`${E2E_BASE_URL}/api/banner/list?type=home-major`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  child.kill('SIGTERM');
  const output = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4000) : '';
  throw new Error(
    `e2e: the server did not answer /api/banner/list within ${START_TIMEOUT_MS} ms` +
      (exited !== null ? ` (it exited with code ${exited})` : '') +
      `.\n--- server log ---\n${output}`,
  );
}
