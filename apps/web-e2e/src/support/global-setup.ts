import { E2E_PORT, STATE_ENV, startServer } from './server';

/** Starts the built server the journeys share on a fresh data folder (so demo data is loaded). */
export default async function globalSetup(): Promise<void> {
  if (process.env['BASE_URL']) return; // An external server was given; nothing to start.
  const server = await startServer(E2E_PORT, {
    // A 10-second upload gets the HLS ladder, so the player's streaming is driven without a minute-long fixture.
    VIDEO_HLS_MIN_SECONDS: '9',
  });
  process.env[STATE_ENV.pid] = String(server.pid);
  process.env[STATE_ENV.dataDir] = server.dataDir;
}
