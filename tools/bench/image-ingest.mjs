// Image ingest through the running server: a 12-megapixel camera JPEG uploaded to POST /web/file/upload, which
// re-encodes it, strips its metadata and writes the JPEG fallback, four WebP renditions and a ThumbHash.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const WIDTH = 4000;
const HEIGHT = 3000;

/** A 4000 × 3000 JPEG with smooth gradients and fine detail (a few MB, like a phone photo) and camera EXIF. */
export async function cameraJpeg() {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const i = (y * WIDTH + x) * 3;
      pixels[i] = (x * 255) / WIDTH;
      pixels[i + 1] = (y * 255) / HEIGHT;
      pixels[i + 2] = 128 + 60 * Math.sin(x / 7) * Math.cos(y / 11);
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 88 })
    .withExif({ IFD0: { Make: 'Canon', Model: 'EOS R5' }, IFD2: { FNumber: '28/10', ExposureTime: '1/125' } })
    .toBuffer();
}

/** Peak resident memory (VmHWM) of a process in MB, from /proc on Linux; undefined elsewhere. */
export function peakRssMb(pid) {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Uploads the same 12 MP JPEG `count` times, one after the other, as a demo member; answers images per second,
 * the JPEG's size and the server's peak RSS afterwards.
 */
export async function measureImageIngest(
  base,
  serverPid,
  { count = 10, mobile = '13800000009', password = 'Yiying@2026' } = {},
) {
  const login = await fetch(`${base}/web/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'password', mobile, password }),
  });
  const session = (await login.json()).data;
  if (!session?.token) throw new Error(`image ingest: demo login failed (${login.status})`);
  const jpeg = await cameraJpeg();
  const upload = async () => {
    const form = new FormData();
    form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'camera.jpg');
    const res = await fetch(`${base}/web/file/upload?siteId=1`, {
      method: 'POST',
      headers: { authorization: session.token },
      body: form,
    });
    const body = await res.json();
    if (res.status !== 200 || body.data?.renditions?.length !== 4) {
      throw new Error(`image ingest: upload answered ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    }
  };
  await upload(); // warm-up: libvips start, first allocation
  const started = performance.now();
  for (let i = 0; i < count; i += 1) await upload();
  const seconds = (performance.now() - started) / 1000;
  return {
    perSecond: count / seconds,
    msEach: (seconds * 1000) / count,
    mb: jpeg.length / 1024 / 1024,
    peakRssMb: peakRssMb(serverPid),
    count,
  };
}
