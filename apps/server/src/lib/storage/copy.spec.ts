import { execFile } from 'node:child_process';
import { rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { findRepoRoot } from '../../config';
import { startS3Peer, type S3Peer } from '../../testing/s3-peer';
import { tempDir } from '../../testing/test-app';
import { copyStorage } from './copy';
import { DiskStorage, S3Storage, type ObjectStorage } from './index';

async function keys(storage: ObjectStorage): Promise<string[]> {
  const all: string[] = [];
  for await (const item of storage.list()) all.push(item.key);
  return all;
}

describe('copying a site’s files between stores', () => {
  let peer: S3Peer;
  let dir: string;
  let local: DiskStorage;
  let s3: S3Storage;

  beforeAll(async () => {
    peer = await startS3Peer();
    dir = tempDir('yiying-copy-');
    local = new DiskStorage(path.join(dir, 'uploads'));
    s3 = new S3Storage(peer.settings);
    await local.put('m/abc.jpg', Readable.from([Buffer.alloc(3000, 1)]));
    await local.put('m/abc-320.webp', Readable.from([Buffer.alloc(700, 2)]));
    await local.put('v/clip.mp4', Readable.from([Buffer.alloc(9 * 1024 * 1024, 3)]));
    await local.put('demo/banner-01.jpg', Readable.from([Buffer.alloc(100, 4)]));
    // Not a key the server makes: left alone.
    mkdirSync(path.join(dir, 'uploads', 'm'), { recursive: true });
    writeFileSync(path.join(dir, 'uploads', 'm', '.half.part'), 'x');
  }, 30_000);

  afterAll(async () => {
    await s3.close();
    await peer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies everything once, then skips what is there, and resumes after an interruption', async () => {
    // An earlier run stopped: one object is there whole, one was written with other bytes.
    await s3.put('m/abc.jpg', local.get('m/abc.jpg'));
    await s3.put('v/clip.mp4', Readable.from([Buffer.from('short')]));
    const progress: number[] = [];
    const first = await copyStorage(local, s3, { onProgress: (p) => progress.push(p.done) });
    expect(first).toMatchObject({ copied: 3, skipped: 1, failed: [] });
    expect(first.copiedBytes).toBe(700 + 9 * 1024 * 1024 + 100);
    expect(progress).toEqual([1, 2, 3, 4]);
    expect(await keys(s3)).toEqual(['demo/banner-01.jpg', 'm/abc-320.webp', 'm/abc.jpg', 'v/clip.mp4']);
    expect(await buffer(s3.get('v/clip.mp4', { start: 0, end: 3 }))).toEqual(Buffer.alloc(4, 3));

    const again = await copyStorage(local, s3);
    expect(again).toMatchObject({ copied: 0, skipped: 4, failed: [] });
  }, 60_000);

  it('copies back from S3 to an empty local folder, and a dry run writes nothing', async () => {
    const back = new DiskStorage(path.join(dir, 'restored'));
    const dry = await copyStorage(s3, back, { dryRun: true });
    expect(dry).toMatchObject({ copied: 4, skipped: 0 });
    expect(await keys(back)).toEqual([]);
    expect(await copyStorage(s3, back)).toMatchObject({ copied: 4, failed: [] });
    expect(await back.size('v/clip.mp4')).toBe(9 * 1024 * 1024);
  }, 60_000);

  it('runs as `npm run storage:copy -- --from local --to s3` with a summary, and explains bad arguments', async () => {
    const run = promisify(execFile);
    const root = findRepoRoot() as string;
    const env = { ...process.env, ...peer.env, STORAGE: '', DATA_DIR: dir, NODE_ENV: 'test' };
    const { stdout } = await run('npx', ['tsx', 'apps/server/src/storage-copy.ts', '--from', 'local', '--to', 's3'], {
      cwd: root,
      env,
    });
    expect(stdout).toContain('已复制 0 个文件');
    expect(stdout).toContain('跳过 4 个已存在的文件，失败 0 个');
    const bad = await run('npx', ['tsx', 'apps/server/src/storage-copy.ts', '--from', 's3', '--to', 's3'], {
      cwd: root,
      env,
    }).catch((error: { stderr: string; code: number }) => error);
    expect(bad).toMatchObject({ code: 1, stderr: expect.stringContaining('--from 和 --to 不能是同一个存储') });
  }, 60_000);
});
