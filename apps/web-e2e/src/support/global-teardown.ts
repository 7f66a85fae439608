import { rmSync } from 'node:fs';
import { STATE_ENV } from './server';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the server started by global setup and removes its data folder. */
export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env[STATE_ENV.pid]);
  const dataDir = process.env[STATE_ENV.dataDir];
  if (pid && isAlive(pid)) {
    process.kill(pid, 'SIGTERM');
    for (let i = 0; i < 50 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
