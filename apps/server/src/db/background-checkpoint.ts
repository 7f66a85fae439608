import { Worker } from 'node:worker_threads';

/** How often the background connection copies the write-ahead log into the database file. */
export const CHECKPOINT_INTERVAL_MS = 200;

/**
 * Log pages past which the server's own connection checkpoints after all: a bound on the log's size while writes never
 * pause (the background checkpoint copies what was committed, but only a checkpoint on the writing connection, right
 * after its commit, finds nothing newer and lets the next write start the log over) or when the background one stopped.
 * By then the background connection has copied nearly every page, so this checkpoint has little left to write.
 */
export const FOREGROUND_CHECKPOINT_PAGES = 10_000;

/**
 * The thread's code: its own connection to the file, a passive checkpoint every interval (it never waits for a lock
 * and never keeps a writer waiting). A checkpoint with nothing new to copy touches neither file; one that copies
 * flushes the log, then the database file, before it counts the pages as copied.
 */
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 0');
db.pragma('synchronous = FULL');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    if (error && error.code !== 'SQLITE_BUSY') parentPort.postMessage({ error: String(error && error.message) });
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface BackgroundCheckpoint {
  /** Stops the thread and closes its connection. */
  stop(): Promise<void>;
}

/**
 * Checkpoints of a SQLite file in WAL mode on a thread of their own. SQLite checkpoints on the connection that
 * commits, inside COMMIT, once the log passes 1,000 pages: the server's only thread then copies the pages and waits
 * for two fsyncs, every few hundred chat messages under load, tens of milliseconds in which no socket is served. Here
 * the server's connection checkpoints only past {@link FOREGROUND_CHECKPOINT_PAGES} (`setForegroundPages`), and a
 * second connection on a worker thread does the copying meanwhile. Durability is unchanged: a commit is on disk once
 * the log is (see durable-commit.ts), whoever copies it later. `onError` hears a checkpoint that failed for another
 * reason than a lock held elsewhere (it is tried again on the next interval), `onExit` a thread that ended unasked.
 */
export function startBackgroundCheckpoint(
  file: string,
  {
    onError = () => undefined,
    onExit = () => undefined,
    intervalMs = CHECKPOINT_INTERVAL_MS,
  }: { onError?: (message: string) => void; onExit?: () => void; intervalMs?: number } = {},
): BackgroundCheckpoint {
  const worker = new Worker(SOURCE, {
    eval: true,
    workerData: { file, driver: require.resolve('better-sqlite3'), intervalMs },
  });
  // The process may end without stopping it (the server closes the database, which stops it).
  worker.unref();
  worker.on('message', (message: { error?: string }) => {
    if (message.error) onError(message.error);
  });
  worker.on('error', (error) => onError(error.message));
  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      if (!stopping) onExit();
      resolve();
    }),
  );
  return {
    stop() {
      if (!stopping) {
        stopping = true;
        // Held again while it stops: a process whose last work is this stop waits for the thread to close its
        // connection instead of ending mid-way (the shutdown logs its end after the database closed).
        worker.ref();
        worker.postMessage('stop');
      }
      return exited;
    },
  };
}
