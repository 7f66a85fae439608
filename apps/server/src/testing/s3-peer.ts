import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import S3rver from 's3rver';
import type { S3Settings } from '../lib/storage/index.js';
import { findRepoRoot } from '../config.js';
import { tempDir } from './test-app.js';

/** A local S3-compatible server on a free port, with one empty bucket. */
export interface S3Peer {
  endpoint: string;
  bucket: string;
  /** The settings an `S3Storage` needs to reach it. */
  settings: S3Settings;
  /** The environment variables that point a server at it. */
  env: Record<string, string>;
  /** The folder where the peer keeps its objects (a test may look for what is there). */
  directory: string;
  close(): Promise<void>;
}

/** s3rver accepts these fixed credentials. */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

/** Starts s3rver (an npm package speaking the S3 protocol) on 127.0.0.1 and a free port. */
export async function startS3Peer(bucket = 'yiying-test'): Promise<S3Peer> {
  const directory = tempDir('yiying-s3-');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return peerOn(port, bucket, directory, async () => {
    await server.close();
  });
}

/**
 * The same peer in a process of its own, so what it holds in memory does not count in the test process (a
 * measurement of the server's own memory).
 */
export async function startS3PeerProcess(bucket = 'yiying-test'): Promise<S3Peer> {
  const directory = tempDir('yiying-s3-');
  const script = `const S3rver = require('s3rver');
new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: ${JSON.stringify(directory)},
  configureBuckets: [{ name: ${JSON.stringify(bucket)} }] }).run().then((a) => console.log('PORT ' + a.port));`;
  const child = spawn(process.execPath, ['-e', script], {
    cwd: findRepoRoot() ?? process.cwd(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /^PORT (\d+)$/.exec(line);
      if (match) resolve(Number(match[1]));
    });
  });
  return peerOn(port, bucket, directory, async () => {
    child.kill('SIGTERM');
  });
}

function peerOn(port: number, bucket: string, directory: string, stop: () => Promise<void>): S3Peer {
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    endpoint,
    region: 'us-east-1',
    bucket,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET_KEY,
    forcePathStyle: true,
  };
  return {
    endpoint,
    bucket,
    settings,
    directory,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
