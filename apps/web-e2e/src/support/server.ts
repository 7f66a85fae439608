import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

/** Repository root (this file lives in apps/web-e2e/src/support). */
export const WORKSPACE_ROOT = path.resolve(__dirname, '../../../..');

export const E2E_PORT = Number(process.env['E2E_PORT'] || 4310);
export const E2E_BASE_URL = process.env['BASE_URL'] || `http://127.0.0.1:${E2E_PORT}`;

/** The port of the screenshot baselines' own server (see screenshots.spec.ts). */
export const SCREENSHOT_PORT = Number(process.env['E2E_SCREENSHOT_PORT'] || E2E_PORT + 1);

/** Names of the variables global setup leaves for global teardown (same process). */
export const STATE_ENV = { pid: 'YIYING_E2E_SERVER_PID', dataDir: 'YIYING_E2E_DATA_DIR' } as const;

const START_TIMEOUT_MS = 120_000;

/** A built server started on a fresh data folder of its own. */
export interface StartedServer {
  url: string;
  pid: number;
  dataDir: string;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the server `pid` (TERM, then KILL after 5 s) and removes its data folder. */
export async function stopServer(pid: number, dataDir: string | undefined): Promise<void> {
  if (pid && isAlive(pid)) {
    process.kill(pid, 'SIGTERM');
    for (let i = 0; i < 50 && isAlive(pid); i++) await sleep(100);
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Starts the built server on `port` with a fresh data folder (so the demo data is loaded) and waits until the API
 * answers; `env` adds to or overrides its environment. The builds themselves run before Playwright, through the e2e
 * target's dependencies.
 */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<StartedServer> {
  const main = path.join(WORKSPACE_ROOT, 'apps/server/dist/main.js');
  const webRoot = path.join(WORKSPACE_ROOT, 'apps/web/dist');
  for (const file of [main, path.join(webRoot, 'index.html')]) {
    if (!existsSync(file))
      throw new Error(`e2e: ${file} is missing — build web and server first (npx nx e2e web-e2e).`);
  }

  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yiying-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [main], {
    cwd: WORKSPACE_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
      // Every journey logs its members in from this one address; the limits themselves are the server suites' to test.
      RATE_LIMIT_LOGIN_IP: '10000/300',
      RATE_LIMIT_LOGIN_ACCOUNT_IP: '10000/300',
      ...env,
    },
    stdio: ['ignore', log, log],
    detached: false,
  });
  closeSync(log);
  const pid = child.pid ?? 0;

  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? -1;
  });

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited !== null) break;
    try {
      const response = await fetch(`${url}/api/banner/list?type=home-major`);
      if (response.ok) return { url, pid, dataDir, stop: () => stopServer(pid, dataDir) };
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  child.kill('SIGTERM');
  const output = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4000) : '';
  rmSync(dataDir, { recursive: true, force: true });
  throw new Error(
    `e2e: the server on port ${port} did not answer /api/banner/list within ${START_TIMEOUT_MS} ms` +
      (exited !== null ? ` (it exited with code ${exited})` : '') +
      `.\n--- server log ---\n${output}`,
  );
}
