// Video and operations rows of `npm run bench` (BENCH_ONLY=video, BENCH_ONLY=metrics run one part alone):
//  - transcoding a BENCH_VIDEO_SECONDS (60) s 1080p clip through the queue (upload answered → file status ready) beside
//    the same ffmpeg commands run by hand in the same run (budget ≤ 1.15×);
//  - the upload request of a ~200 MB video: from its last byte sent to the answer (budget ≤ 1 s; the work is deferred
//    to the job);
//  - the content list's p99 at a fixed rate, idle and while two transcodes run (budget ≤ 2×);
//  - the content list's throughput with METRICS=on and METRICS=off, alternated (budget: metrics cost ≤ 3 %).
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

/** The ffmpeg the server finds on this machine (it is left to find it): its own on PATH, else the one npm brought. */
export function benchFfmpeg() {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return 'ffmpeg';
  } catch {
    return join(require.resolve(`@ffmpeg-installer/${process.platform}-${process.arch}/package.json`), '..', 'ffmpeg');
  }
}

const run = (ffmpeg, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err = (err + d).slice(-2000)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${err}`))));
  });

/** Sources: a 1080p MPEG-4 Part 2 AVI with sound (a camera's), and a ~`mb` MB raw AVI (large, quick to make). */
async function makeSources(ffmpeg, dir, seconds, mb) {
  const clip = join(dir, 'clip-1080p.avi');
  await run(ffmpeg, [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=duration=${seconds}:size=1920x1080:rate=25`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-c:v',
    'mpeg4',
    '-q:v',
    '5',
    '-c:a',
    'libmp3lame',
    clip,
  ]);
  const frameBytes = 640 * 360 * 1.5;
  const big = join(dir, 'big.avi');
  const bigSeconds = Math.ceil((mb * 1024 * 1024) / frameBytes / 25);
  await run(ffmpeg, [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=duration=${bigSeconds}:size=640x360:rate=25`,
    '-c:v',
    'rawvideo',
    '-pix_fmt',
    'yuv420p',
    big,
  ]);
  return { clip, big };
}

/** The commands the transcode job runs for a 1080p source (see media.transcode.ts), run by hand at the same niceness. */
async function byHand(ffmpeg, clip, dir, threads) {
  const h264 = (w, h) => [
    '-vf',
    `scale=${w}:${h},setsar=1`,
    '-c:v',
    'libx264',
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-threads',
    String(threads),
  ];
  const aac = ['-c:a', 'aac', '-b:a', '128000', '-ac', '2'];
  const nice = (args) => ['-n', '10', ffmpeg, ...args];
  const niced = (args) =>
    new Promise((resolve, reject) => {
      const child = spawn('nice', nice(args), { stdio: ['ignore', 'ignore', 'pipe'] });
      let err = '';
      child.stderr.on('data', (d) => (err = (err + d).slice(-2000)));
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${err}`))));
    });
  const started = performance.now();
  const mp4 = join(dir, 'hand.mp4');
  await niced([
    '-nostdin',
    '-y',
    '-v',
    'error',
    '-i',
    clip,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0',
    ...h264(1920, 1080),
    ...aac,
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    mp4,
  ]);
  for (const [name, w, h, maxrate] of [
    ['360p', 640, 360, 900000],
    ['720p', 1280, 720, 3000000],
    ['1080p', 1920, 1080, 5500000],
  ]) {
    await niced([
      '-nostdin',
      '-y',
      '-v',
      'error',
      '-i',
      mp4,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0',
      ...h264(w, h),
      '-maxrate',
      String(maxrate),
      '-bufsize',
      String(maxrate * 2),
      '-force_key_frames',
      'expr:gte(t,n_forced*4)',
      ...aac,
      '-f',
      'hls',
      '-hls_time',
      '4',
      '-hls_playlist_type',
      'vod',
      '-hls_segment_type',
      'fmp4',
      '-hls_fmp4_init_filename',
      `${name}_init.mp4`,
      '-hls_segment_filename',
      `${dir}/${name}_%03d.m4s`,
      `${dir}/${name}.m3u8`,
    ]);
  }
  return (performance.now() - started) / 1000;
}

async function login(base) {
  const res = await fetch(`${base}/web/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'password', mobile: '13800000001', password: 'Yiying@2026' }),
  });
  const token = (await res.json()).data?.token;
  if (!token) throw new Error(`video bench: demo login failed (${res.status})`);
  return token;
}

/**
 * Uploads `file` as multipart with node:http; answers the media and the milliseconds from the moment the last byte was
 * handed to the socket (and flushed) to the answer's arrival.
 */
function upload(base, token, file, name) {
  const boundary = '----yiying-bench-video';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = statSync(file).size;
  const url = new URL(`${base}/web/file/upload?siteId=1`);
  return new Promise((resolve, reject) => {
    let lastByte = 0;
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        headers: {
          authorization: token,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (res) => {
        const answered = performance.now();
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => {
          const json = JSON.parse(body);
          if (res.statusCode !== 200)
            return reject(new Error(`upload answered ${res.statusCode}: ${body.slice(0, 300)}`));
          resolve({ media: json.data, afterLastByteMs: answered - lastByte, bytes: size });
        });
      },
    );
    req.on('error', reject);
    req.write(head);
    const stream = createReadStream(file, { highWaterMark: 1 << 20 });
    stream.on('data', (chunk) => {
      if (!req.write(chunk)) {
        stream.pause();
        req.once('drain', () => stream.resume());
      }
    });
    stream.on('end', () => req.end(tail, () => (lastByte = performance.now())));
    stream.on('error', reject);
  });
}

async function ready(base, token, mediaId, timeoutMs = 60 * 60_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${base}/web/file/status/${mediaId}`, { headers: { authorization: token } });
    const media = (await res.json()).data;
    if (media.status === 'ready') return media;
    if (media.status === 'failed') throw new Error(`transcode failed: ${media.error}`);
    if (Date.now() > end) throw new Error('transcode did not end');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const f = (n, d = 1) => Number(n).toFixed(d);

/**
 * The video rows. Starts its own server (demo data, the web process runs the jobs, two at a time) on `dataDir`;
 * answers the table rows and adds the measures.
 */
export async function runVideoBench({ startServer, stop, cannon, port, measure, env }) {
  const seconds = Number(process.env.BENCH_VIDEO_SECONDS || 60);
  const bigMb = Number(process.env.BENCH_VIDEO_UPLOAD_MB || 200);
  const threads = Number(process.env.BENCH_FFMPEG_THREADS || 2);
  const ffmpeg = benchFfmpeg();
  const dir = mkdtempSync(join(tmpdir(), 'yiying-bench-video-'));
  const dataDir = join(dir, 'data');
  const rows = [];
  let server;
  try {
    console.log(`video: making a ${seconds} s 1080p clip and a ${bigMb} MB upload …`);
    const sources = await makeSources(ffmpeg, dir, seconds, bigMb);
    console.log('video: the transcode commands by hand …');
    const handBefore = await byHand(ffmpeg, sources.clip, dir, threads);
    console.log(`video: by hand ${f(handBefore)} s`);

    server = (
      await startServer({
        ...env,
        PORT: String(port),
        DATA_DIR: dataDir,
        FFMPEG_THREADS: String(threads),
        JOB_CONCURRENCY: '2',
        // The clip gets the whole ladder, as the commands by hand do (by default only videos over 60 s or 20 MB).
        VIDEO_HLS_MIN_SECONDS: String(Math.max(0, seconds - 1)),
        UPLOAD_DAILY_QUOTA_MB: '100000',
      })
    ).child;
    const base = `http://127.0.0.1:${port}`;
    const token = await login(base);

    console.log('video: the same clip through the queue …');
    const queued = performance.now();
    const sent = await upload(base, token, sources.clip, 'clip-1080p.avi');
    if (sent.media.status !== 'processing') throw new Error(`the server did not queue the clip: ${sent.media.status}`);
    const done = await ready(base, token, sent.media.mediaId);
    const queueSeconds = (performance.now() - queued) / 1000;
    console.log(`video: through the queue ${f(queueSeconds)} s; by hand again …`);
    // By hand again right after: the yardstick is the mean of before and after, so a machine whose load drifts
    // during the run moves both sides of the ratio.
    const handAfter = await byHand(ffmpeg, sources.clip, dir, threads);
    const handSeconds = (handBefore + handAfter) / 2;
    const ratio = queueSeconds / handSeconds;
    console.log(`video: through the queue ${f(queueSeconds)} s (${f(ratio, 2)}×)`);
    if (!done.hls) throw new Error('the 1080p clip got no HLS ladder');

    console.log('video: a large upload …');
    const big = await upload(base, token, sources.big, 'big.avi');
    console.log(
      `video: ${f(big.bytes / 1024 / 1024, 0)} MB upload answered ${f(big.afterLastByteMs, 0)} ms after its last byte`,
    );
    await ready(base, token, big.media.mediaId);

    console.log('video: the content list idle, then while two transcodes run …');
    const listRate = Number(process.env.BENCH_VIDEO_LIST_RATE || 100);
    const list = () => cannon(`${base}/api/content/list`, undefined, { overallRate: listRate });
    const idle = await list();
    const both = [await upload(base, token, sources.clip, 'a.avi'), await upload(base, token, sources.clip, 'b.avi')];
    // The transcodes have begun (the first progress is reported) before the list is driven.
    for (const { media } of both) {
      for (let i = 0; i < 600; i += 1) {
        const now = (
          await (await fetch(`${base}/web/file/status/${media.mediaId}`, { headers: { authorization: token } })).json()
        ).data;
        if (now.progress > 2 || now.status !== 'processing') break;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    console.log(`video: list idle p99 ${idle.p99} ms`);
    const busy = await list();
    console.log(`video: list p99 while two transcodes run ${busy.p99} ms`);
    const stillRunning = await Promise.all(
      both.map(
        async ({ media }) =>
          (
            await (
              await fetch(`${base}/web/file/status/${media.mediaId}`, { headers: { authorization: token } })
            ).json()
          ).data.status === 'processing',
      ),
    );
    const p99Ratio = busy.p99 / Math.max(1, idle.p99);

    rows.push(
      `| transcode ${seconds} s 1080p AVI → MP4 + HLS 360/720/1080p, ffmpeg by hand (${threads} threads), mean of before / after the queue (${f(handBefore)} / ${f(handAfter)}) | ${f(handSeconds)} s | |`,
      `| the same through the queue (upload answered → status ready) | ${f(queueSeconds)} s (${f(ratio, 2)}×) | ≤ 1.15× ${ratio <= 1.15 ? 'ok' : 'OVER'} |`,
      `| upload of a ${f(big.bytes / 1024 / 1024, 0)} MB video: last byte → answer | ${f(big.afterLastByteMs, 0)} ms | ≤ 1000 ms ${big.afterLastByteMs <= 1000 ? 'ok' : 'OVER'} |`,
      `| content list p99 at ${listRate} req/s, idle | p99 ${idle.p99} ms, ${idle.errors} errors | |`,
      `| content list p99 at ${listRate} req/s while two transcodes run${stillRunning.every(Boolean) ? '' : ' (one ended during the drive)'} | p99 ${busy.p99} ms (${f(p99Ratio, 2)}× idle), ${busy.errors} errors | ≤ 2× ${p99Ratio <= 2 ? 'ok' : 'OVER'} |`,
    );
    measure('video transcode by hand', handSeconds, 's', 'lower');
    measure('video transcode through the queue / by hand', ratio, '×', 'lower', 1.15);
    measure('video upload last byte to answer', big.afterLastByteMs, 'ms', 'lower', 1000);
    measure('content list p99 while two transcodes run / idle', p99Ratio, '×', 'lower', 2);
    await stop(server);
    server = undefined;
    return rows;
  } finally {
    if (server) await stop(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The metrics cost: two servers on copies of one seeded database, one with METRICS=on and one with METRICS=off, both
 * up the whole time; the content list is driven at saturation on each in turn, `BENCH_METRICS_ROUNDS` (5) pairs in
 * alternating order, and the cost is 1 − the median of the pairs' on/off ratios (a loaded machine whose speed drifts
 * moves both sides of a pair alike).
 */
export async function runMetricsBench({ startServer, stop, cannon, port, dataDir, measure, env }) {
  const rounds = Number(process.env.BENCH_METRICS_ROUNDS || 5);
  // Seeded once, then copied: the two servers read the same rows from their own files.
  const seeded = await startServer({ ...env, PORT: String(port), DATA_DIR: dataDir, METRICS: 'on' });
  await stop(seeded.child);
  const offDir = `${dataDir}-off`;
  cpSync(dataDir, offDir, { recursive: true });
  const servers = {
    on: (await startServer({ ...env, PORT: String(port), DATA_DIR: dataDir, METRICS: 'on' })).child,
    off: (await startServer({ ...env, PORT: String(port + 1), DATA_DIR: offDir, METRICS: 'off' })).child,
  };
  const url = { on: `http://127.0.0.1:${port}/api/content/list`, off: `http://127.0.0.1:${port + 1}/api/content/list` };
  const results = { on: [], off: [] };
  const ratios = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      const pair = {};
      for (const mode of round % 2 === 0 ? ['on', 'off'] : ['off', 'on']) {
        const r = await cannon(url[mode]);
        pair[mode] = r.rps;
        results[mode].push(r.rps);
        console.log(`metrics ${mode}: ${f(r.rps, 0)} req/s (p99 ${r.p99} ms, ${r.errors} errors)`);
      }
      ratios.push(pair.on / pair.off);
    }
  } finally {
    await stop(servers.on);
    await stop(servers.off);
    rmSync(offDir, { recursive: true, force: true });
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const on = median(results.on);
  const off = median(results.off);
  const cost = 1 - median(ratios);
  measure('content list req/s, METRICS=on', on, 'req/s', 'higher');
  measure('content list req/s, METRICS=off', off, 'req/s', 'higher');
  measure('metrics cost on the content list', cost * 100, '%', 'lower', 3);
  const list = (xs) => xs.map((x) => f(x, 0)).join(' / ');
  return [
    `| content list, METRICS=on (${rounds} drives: ${list(results.on)}) | median ${f(on, 0)} req/s | |`,
    `| content list, METRICS=off (${rounds} drives: ${list(results.off)}) | median ${f(off, 0)} req/s | |`,
    `| metrics cost, 1 − median of the pairs' on/off (${ratios.map((r) => f(r, 3)).join(' / ')}) | ${f(cost * 100, 1)} % | ≤ 3 % ${cost <= 0.03 ? 'ok' : 'OVER'} |`,
  ];
}
