import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MediaRecord } from '@yiying/models';
import { authed, loginByCode, type TestSession } from '../../testing/identity';
import { brokenMp4, uploadFile } from '../../testing/upload';
import { aviClip } from '../../testing/ffmpeg';
import { SQLITE_TARGET, useTestApp } from '../../testing/test-app';
import { openChatSocket, type TestSocket } from './im.testing';

/** A video's processing reaches its uploader's chat sockets as notices (and nobody else's). */

const work = mkdtempSync(path.join(tmpdir(), 'yiying-video-socket-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function avi(): Buffer {
  return aviClip(path.join(work, 'clip.avi'), { seconds: 3, size: '320x240' });
}

const notices = (frames: Record<string, unknown>[], mediaId: string) =>
  frames
    .filter((f) => f['type'] === 'notice' && (f['media'] as MediaRecord | undefined)?.mediaId === mediaId)
    .map((f) => f['media'] as MediaRecord);

describe('video processing notices on the chat socket', () => {
  const t = useTestApp(SQLITE_TARGET, { env: { DEMO_DATA: 'false', FFMPEG_THREADS: '1' } });
  let base: string;
  const open: TestSocket[] = [];

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });

  const connect = async (session: TestSession) => {
    const socket = await openChatSocket(base, session.userId, session.token);
    open.push(socket);
    return socket;
  };

  it('pushes 处理中 progress, then ready with the poster, to the uploader only', async () => {
    const member = await loginByCode(t.app);
    const other = await loginByCode(t.app);
    const mine = await connect(member);
    const theirs = await connect(other);
    const res = await uploadFile(t.app, member, '门诊.avi', avi());
    expect(res.statusCode).toBe(200);
    const { mediaId } = res.json().data as MediaRecord;

    await mine.waitFor((frames) => notices(frames, mediaId).some((m) => m.status === 'ready'), 120_000);
    const pushed = notices(mine.frames, mediaId);
    const processing = pushed.filter((m) => m.status === 'processing');
    expect(processing.length).toBeGreaterThan(0);
    expect(processing.some((m) => (m.progress ?? 0) > 0 && (m.progress ?? 0) < 100)).toBe(true);
    // Progress only moves forward, and the last word is ready.
    const values = processing.map((m) => m.progress ?? 0);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(pushed[pushed.length - 1]).toMatchObject({ status: 'ready', type: 'video/mp4', width: 320, height: 240 });
    expect(pushed[pushed.length - 1]?.poster).toMatch(/^\/files\/m\//);
    // What was pushed is what the status answers.
    const status = await t.app.inject({ method: 'GET', url: `/web/file/status/${mediaId}`, headers: authed(member) });
    expect(status.json().data).toMatchObject({ mediaId, status: 'ready', poster: pushed[pushed.length - 1]?.poster });
    expect(notices(theirs.frames, mediaId)).toEqual([]);
  }, 150_000);

  it('pushes failed with the Chinese reason for a file that cannot be decoded', async () => {
    const member = await loginByCode(t.app);
    const mine = await connect(member);
    const res = await uploadFile(t.app, member, '坏的.mp4', brokenMp4());
    expect(res.statusCode).toBe(200);
    const { mediaId } = res.json().data as MediaRecord;
    await mine.waitFor((frames) => notices(frames, mediaId).some((m) => m.status === 'failed'), 60_000);
    expect(notices(mine.frames, mediaId).at(-1)).toMatchObject({
      status: 'failed',
      error: '视频无法解码，请换一种格式',
    });
  }, 90_000);
});
