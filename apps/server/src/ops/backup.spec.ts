import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../app';
import { migrationNames } from '../db/migrations/index';
import { DiskStorage } from '../lib/storage/index';
import { authed, loginByCode, type TestSession } from '../testing/identity';
import { SQLITE_TARGET, tempDir, testConfig, useTestApp } from '../testing/test-app';
import { openBackupTarget } from './backup-target';
import { createBackup, listBackups, type BackupManifest } from './backup';
import { findBackup, restoreBackup, RestoreError } from './restore';

function multipart(bytes: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----yiying-backup-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function publish(app: FastifyInstance, session: TestSession, title: string, colour: string) {
  const jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const body = multipart(jpeg);
  const uploaded = await app.inject({
    method: 'POST',
    url: '/web/file/upload',
    payload: body.payload,
    headers: { ...body.headers, ...authed(session) },
  });
  expect(uploaded.statusCode).toBe(200);
  const media = uploaded.json().data as { mediaId: string; url: string };
  const created = await app.inject({
    method: 'POST',
    url: '/web/content/create',
    payload: { type: 'image', title, mediaIds: [media.mediaId] },
    headers: authed(session),
  });
  expect(created.statusCode).toBe(200);
  return { contentId: (created.json().data as { contentId: string }).contentId, file: media.url };
}

describe('backups and the restore drill（SQLite）', () => {
  const t = useTestApp(SQLITE_TARGET, { env: { DEMO_DATA: 'false' } });
  let backups: string;

  beforeAll(() => {
    backups = tempDir('yiying-backups-');
  });
  afterAll(() => rmSync(backups, { recursive: true, force: true }));

  const source = () => ({
    dialect: 'sqlite' as const,
    dataDir: t.dataDir,
    uploads: new DiskStorage(path.join(t.dataDir, 'uploads')),
  });

  it('backs up while serving, writes more, restores into a fresh folder: exactly the backed-up rows and files', async () => {
    const member = await loginByCode(t.app);
    const before = await publish(t.app, member, '备份之前的作品', '#204165');
    const target = openBackupTarget(backups, undefined);
    const phases = new Set<string>();
    // A write racing the backup is either in the copy or not, never half in it.
    const [manifest] = await Promise.all([
      createBackup(source(), target, { keep: 48, onProgress: (p) => phases.add(p.phase) }),
      t.app.inject({ method: 'GET', url: '/api/content/list' }),
    ]);
    expect([...phases]).toEqual(['database', 'files', 'prune']);
    expect(manifest.migrations).toEqual([...migrationNames]);
    expect(manifest.files.some((f) => before.file.endsWith(f.key))).toBe(true);
    expect(manifest.newFiles).toBe(manifest.files.length);

    const after = await publish(t.app, member, '备份之后的作品', '#D70D19');

    const restored = tempDir('yiying-restored-');
    try {
      const uploads = new DiskStorage(path.join(restored, 'uploads'));
      const result = await restoreBackup(
        target,
        await findBackup(target, 'latest'),
        { dialect: 'sqlite', dataDir: restored, uploads },
        { knownMigrations: migrationNames },
      );
      expect(result.files).toBe(manifest.files.length);

      const app = await buildApp(testConfig(SQLITE_TARGET, restored, path.join(restored, 'web'), undefined, {}));
      await app.ready();
      try {
        const detail = (id: string) => app.inject({ method: 'GET', url: `/api/content/detail/${id}` });
        expect((await detail(before.contentId)).json().data.title).toBe('备份之前的作品');
        expect((await detail(after.contentId)).statusCode).toBe(404);
        const file = (url: string) => app.inject({ method: 'GET', url });
        const original = await t.app.inject({ method: 'GET', url: before.file });
        const copy = await file(before.file);
        expect(copy.statusCode).toBe(200);
        expect(copy.rawPayload.equals(original.rawPayload)).toBe(true);
        expect((await file(after.file)).statusCode).toBe(404);
        // The member's session of the backed-up site still works on the restored one.
        expect(
          (await app.inject({ method: 'GET', url: '/web/user/current', headers: authed(member) })).statusCode,
        ).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      rmSync(restored, { recursive: true, force: true });
    }
  }, 120_000);

  it('copies only new uploads the next time, keeps BACKUP_KEEP backups and the blobs they need', async () => {
    const target = openBackupTarget(backups, undefined);
    let clock = Date.parse('2030-01-01T00:00:00Z');
    const now = () => new Date((clock += 60_000));
    await createBackup(source(), target, { keep: 2, now });
    const unchanged = await createBackup(source(), target, { keep: 2, now });
    expect(unchanged.newFiles).toBe(0);
    expect(unchanged.newBytes).toBe(0);
    const member = await loginByCode(t.app);
    await publish(t.app, member, '又一张', '#3a6073');
    const second = await createBackup(source(), target, { keep: 2, now });
    expect(second.newFiles).toBeGreaterThan(0);
    expect(second.newFiles).toBeLessThan(second.files.length);
    await createBackup(source(), target, { keep: 2, now });
    const kept = await listBackups(target);
    expect(kept).toHaveLength(2);
    const blobs = readdirSync(path.join(backups, 'blobs')).sort();
    const listed = [...new Set(kept.flatMap((m) => m.files.map((f) => `${f.sha256}.bin`)))].sort();
    expect(blobs).toEqual(listed);
  }, 120_000);

  it('verifies checksums before writing, and refuses a newer schema or a folder in use', async () => {
    const target = openBackupTarget(backups, undefined);
    const manifest = await findBackup(target, 'latest');
    const into = tempDir('yiying-restored-');
    const destination = { dialect: 'sqlite' as const, dataDir: into, uploads: new DiskStorage(path.join(into, 'up')) };
    try {
      const newer: BackupManifest = { ...manifest, migrations: [...manifest.migrations, '9999_from_the_future'] };
      await expect(restoreBackup(target, newer, destination, { knownMigrations: migrationNames })).rejects.toThrow(
        /更新版本/,
      );
      const broken: BackupManifest = { ...manifest, database: { ...manifest.database, sha256: '0'.repeat(64) } };
      await expect(restoreBackup(target, broken, destination, { knownMigrations: migrationNames })).rejects.toThrow(
        RestoreError,
      );
      expect(existsSync(path.join(into, 'yiying.db'))).toBe(false);
      await expect(
        restoreBackup(target, manifest, { ...destination, dataDir: t.dataDir }, { knownMigrations: migrationNames }),
      ).rejects.toThrow(/不是空的/);
    } finally {
      rmSync(into, { recursive: true, force: true });
    }
  });
});
