import { STATE_ENV, stopServer } from './server';

/** Stops the server started by global setup and removes its data folder. */
export default async function globalTeardown(): Promise<void> {
  await stopServer(Number(process.env[STATE_ENV.pid]), process.env[STATE_ENV.dataDir]);
}
