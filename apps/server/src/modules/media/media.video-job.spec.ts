import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MediaRecord } from '@yiying/models';
import { authed, loginByCode, type TestSession } from '../../testing/identity';
import { brokenMp4, uploadFile } from '../../testing/upload';
import { testFfmpeg } from '../../testing/ffmpeg';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';

const work = mkdtempSync(path.join(tmpdir(), 'yiying-transcode-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A file made by ffmpeg from its test sources (`args` before the output name). */
function made(name: string, args: string[]): Buffer {
  const out = path.join(work, name);
  execFileSync(testFfmpeg().ffmpeg, ['-v', 'error', '-y', ...args, out]);
  return readFileSync(out);
}

const picture = (seconds: number, size: string) => [
  '-f',
  'lavfi',
  '-i',
  `testsrc=duration=${seconds}:size=${size}:rate=10`,
];
const tone = (seconds: number) => ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`];

const FIXTURES = {
  avi: () => made('clip.avi', [...picture(2, '160x120'), ...tone(2), '-c:v', 'mpeg4', '-c:a', 'libmp3lame']),
  rm: () => made('clip.rm', [...picture(1, '176x144'), ...tone(1), '-c:v', 'rv20', '-c:a', 'ac3', '-b:a', '64k']),
  // An iPhone-like HEVC MOV shot with a quarter turn: the rotation is written while remuxing (this ffmpeg drops it
  // when it encodes).
  hevcMov: () => {
    made('upright.mov', [
      ...picture(1, '128x96'),
      '-c:v',
      'libx265',
      '-x265-params',
      'log-level=error',
      '-pix_fmt',
      'yuv420p',
    ]);
    return made('clip.mov', ['-i', path.join(work, 'upright.mov'), '-c', 'copy', '-metadata:s:v:0', 'rotate=90']);
  },
  silentMp4: () => made('silent.mp4', [...picture(1, '64x48'), '-c:v', 'libx264', '-pix_fmt', 'yuv420p']),
};

interface Probed {
  streams: {
    codec_type: string;
    codec_name: string;
    profile?: string;
    pix_fmt?: string;
    width?: number;
    height?: number;
  }[];
}

/** What ffprobe reads in a served file. */
function probe(bytes: Buffer, name = 'served.mp4'): Probed {
  const file = path.join(work, name);
  writeFileSync(file, bytes);
  const out = execFileSync(testFfmpeg().ffprobe, [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,codec_name,profile,pix_fmt,width,height',
    '-of',
    'json',
    file,
  ]);
  return JSON.parse(out.toString('utf8')) as Probed;
}

describeEachDatabase('video transcoding on the job queue', (target) => {
  // Clips longer than a second also get the HLS ladder here (60 s by default).
  const t = useTestApp(target, { env: { VIDEO_HLS_MIN_SECONDS: '1', FFMPEG_THREADS: '1' } });
  let member: TestSession;
  let other: TestSession;
  const seen = new Map<string, MediaRecord[]>();

  beforeAll(async () => {
    member = await loginByCode(t.app);
    other = await loginByCode(t.app);
    t.app.yiying.context.media.onVideo((_owner, media) => {
      seen.set(media.mediaId, [...(seen.get(media.mediaId) ?? []), media]);
    });
  });

  async function settled(mediaId: string, session = member): Promise<MediaRecord> {
    const end = Date.now() + 90_000;
    for (;;) {
      const res = await t.app.inject({ method: 'GET', url: `/web/file/status/${mediaId}`, headers: authed(session) });
      expect(res.statusCode).toBe(200);
      const media: MediaRecord = res.json().data;
      if (media.status !== 'processing') return media;
      if (Date.now() > end) throw new Error(`still processing: ${JSON.stringify(media)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function storedKeys(): Promise<string[]> {
    const keys: string[] = [];
    for await (const object of t.app.yiying.context.storage.list()) keys.push(object.key);
    return keys;
  }

  async function served(url: string): Promise<Buffer> {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  }

  function expectPlayableMp4(bytes: Buffer, audio: boolean) {
    const streams = probe(bytes).streams;
    const video = streams.find((s) => s.codec_type === 'video');
    expect(video).toMatchObject({ codec_name: 'h264', profile: 'High', pix_fmt: 'yuv420p' });
    expect((video?.width ?? 1) % 2).toBe(0);
    expect((video?.height ?? 1) % 2).toBe(0);
    const sound = streams.find((s) => s.codec_type === 'audio');
    if (audio) expect(sound).toMatchObject({ codec_name: 'aac' });
    else expect(sound).toBeUndefined();
    // faststart: the index comes before the media data.
    expect(bytes.indexOf('moov')).toBeGreaterThan(0);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    return video;
  }

  it('answers an AVI (MPEG-4 + MP3) at once, then makes it H.264 + AAC MP4 with HLS, frames and progress', async () => {
    const res = await uploadFile(t.app, member, '门诊.avi', FIXTURES.avi());
    expect(res.statusCode).toBe(200);
    const accepted: MediaRecord = res.json().data;
    expect(accepted).toMatchObject({ kind: 'video', status: 'processing', progress: 0, type: 'video/mp4' });
    expect(accepted.poster).toBeUndefined();
    // Others never see a member's upload status.
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/web/file/status/${accepted.mediaId}`,
      headers: authed(other),
    });
    expect(foreign.statusCode).toBe(404);

    const video = await settled(accepted.mediaId);
    expect(video).toMatchObject({ status: 'ready', url: accepted.url, width: 160, height: 120 });
    expect(video.progress).toBeUndefined();
    expect(video.duration).toBeCloseTo(2, 0);
    expect(video.frames).toHaveLength(4);
    expect(video.poster).toBe(video.frames?.[0]);
    const mp4 = await served(video.url);
    expect(mp4.length).toBe(video.size);
    expectPlayableMp4(mp4, true);

    expect(video.hls).toMatch(/^\/files\/v\/[a-z0-9]+\/master\.m3u8$/);
    const master = (await served(video.hls ?? '')).toString('utf8');
    expect(master).toContain('#EXT-X-STREAM-INF:BANDWIDTH=');
    expect(master).toContain('RESOLUTION=160x120');
    // Never above the source: one rung at the source's size.
    expect(master).not.toMatch(/360p|720p|1080p/);
    const rung = master.split('\n').find((l) => l.endsWith('.m3u8')) ?? '';
    const dir = (video.hls ?? '').replace(/master\.m3u8$/, '');
    const playlist = (await served(dir + rung)).toString('utf8');
    expect(playlist).toContain('#EXT-X-MAP:URI=');
    expect(playlist).toContain('#EXT-X-ENDLIST');
    const segment = playlist.split('\n').find((l) => l.endsWith('.m4s')) ?? '';
    expect((await served(dir + segment)).length).toBeGreaterThan(0);

    const pushed = seen.get(accepted.mediaId) ?? [];
    const percents = pushed.filter((m) => m.status === 'processing').map((m) => m.progress ?? -1);
    expect(percents.length).toBeGreaterThan(2);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    expect(pushed.at(-1)).toMatchObject({ status: 'ready' });

    // The original is kept, never served.
    const row = (await t.app.yiying.context.db
      .selectFrom('media')
      .select(['original', 'job_id'])
      .where('media_id', '=', accepted.mediaId)
      .executeTakeFirstOrThrow()) as { original: string; job_id: string };
    expect(row.original).toMatch(/^o\/[a-z0-9]+\.avi$/);
    expect((await t.app.inject({ method: 'GET', url: `/files/${row.original}` })).statusCode).toBe(404);
    const job = await t.app.yiying.context.jobs.get(row.job_id);
    expect(job).toMatchObject({ state: 'done', progress: 100, name: 'video.transcode' });

    // Running the job again leaves the same files and rows.
    const keysBefore = await storedKeys();
    const count = async () =>
      Number(
        (
          await t.app.yiying.context.db
            .selectFrom('media')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rowsBefore = await count();
    const again = await t.app.yiying.context.jobs.enqueue(
      'video.transcode',
      { mediaId: accepted.mediaId },
      { key: `again-${accepted.mediaId}` },
    );
    const end = Date.now() + 60_000;
    while ((await t.app.yiying.context.jobs.get(again.id))?.state !== 'done' && Date.now() < end)
      await new Promise((r) => setTimeout(r, 100));
    expect((await t.app.yiying.context.jobs.get(again.id))?.state).toBe('done');
    expect(await storedKeys()).toEqual(keysBefore);
    expect(await count()).toBe(rowsBefore);
    expect(await settled(accepted.mediaId)).toMatchObject({ frames: video.frames, url: video.url, hls: video.hls });

    // Removed with everything made from it, the original included.
    expect(await t.app.yiying.context.media.removeOwned(member.userId, video.url)).toBe('removed');
    const stem = /\/files\/v\/([a-z0-9]+)\.mp4/.exec(video.url)?.[1] ?? 'none';
    expect((await storedKeys()).filter((k) => k.includes(stem))).toEqual([]);
  }, 120_000);

  it('makes a RealMedia (RV20) video, an HEVC MOV with rotation and an MP4 without sound playable', async () => {
    const rm: MediaRecord = (await uploadFile(t.app, member, '讲座.rm', FIXTURES.rm())).json().data;
    const mov: MediaRecord = (await uploadFile(t.app, member, '手机.mov', FIXTURES.hevcMov())).json().data;
    const silent: MediaRecord = (await uploadFile(t.app, member, '无声.mp4', FIXTURES.silentMp4())).json().data;

    const rmDone = await settled(rm.mediaId);
    expect(rmDone).toMatchObject({ status: 'ready', width: 176, height: 144 });
    expectPlayableMp4(await served(rmDone.url), true);

    const movDone = await settled(mov.mediaId);
    // Turned upright: 128×96 shot with a quarter turn plays as 96×128.
    expect(movDone).toMatchObject({ status: 'ready', width: 96, height: 128 });
    const movVideo = expectPlayableMp4(await served(movDone.url), false);
    expect(movVideo).toMatchObject({ width: 96, height: 128 });

    const silentDone = await settled(silent.mediaId);
    expect(silentDone).toMatchObject({ status: 'ready', width: 64, height: 48 });
    // One second: no HLS.
    expect(silentDone.hls).toBeUndefined();
    expectPlayableMp4(await served(silentDone.url), false);
  }, 120_000);

  it('fails a video that cannot be decoded with the reason, leaving nothing half-made', async () => {
    const before = await storedKeys();
    const res = await uploadFile(t.app, member, '坏文件.mp4', brokenMp4());
    expect(res.statusCode).toBe(200);
    const accepted: MediaRecord = res.json().data;
    const failed = await settled(accepted.mediaId);
    expect(failed).toMatchObject({ status: 'failed', error: '视频无法解码，请换一种格式' });
    expect(failed.poster).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: failed.url })).statusCode).toBe(404);
    const added = (await storedKeys()).filter((k) => !before.includes(k));
    // Only the original, kept for its author.
    expect(added).toEqual([expect.stringMatching(/^o\/[a-z0-9]+\.mp4$/)]);
    const { jobs } = t.app.yiying.context;
    // The row turns failed as the handler ends; the queue records the job's end right after.
    let failedJobs = await jobs.list({ state: 'failed', pageNum: 1, pageSize: 10 });
    for (let i = 0; i < 100 && failedJobs.total === 0; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      failedJobs = await jobs.list({ state: 'failed', pageNum: 1, pageSize: 10 });
    }
    expect(failedJobs.records[0]).toMatchObject({ state: 'failed', attempts: 1, error: '视频无法解码，请换一种格式' });
  }, 60_000);
});
