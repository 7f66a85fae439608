import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { MediaRecord } from '@yiying/models';
import { authed, loginByCode, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';
import { detectFaces, type FaceBox } from './media.faces';

// The portraits face-api ships with its demo, read from node_modules at test time (never committed).
const DEMO = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
const portrait = (name: string) => readFileSync(path.join(DEMO, name));

/** The picture with every box pixelated into about 7 blocks across (what 一键打码 does in the browser). */
async function pixelated(bytes: Buffer, boxes: FaceBox[]): Promise<Buffer> {
  const image = sharp(bytes);
  const { width = 0, height = 0 } = await image.metadata();
  const overlays = await Promise.all(
    boxes.map(async (box) => {
      // A margin around the box, as the browser's tool adds, so hair and chin go too.
      const left = Math.max(0, Math.floor((box.x - box.width * 0.15) * width));
      const top = Math.max(0, Math.floor((box.y - box.height * 0.15) * height));
      const w = Math.min(width - left, Math.ceil(box.width * 1.3 * width));
      const h = Math.min(height - top, Math.ceil(box.height * 1.3 * height));
      const small = await sharp(bytes)
        .extract({ left, top, width: w, height: h })
        .resize(Math.max(1, Math.round(w / block(w, h))), Math.max(1, Math.round(h / block(w, h))))
        .toBuffer();
      const input = await sharp(small).resize(w, h, { kernel: 'nearest' }).toBuffer();
      return { input, left, top };
    }),
  );
  return sharp(bytes).composite(overlays).jpeg({ quality: 90 }).toBuffer();
}

const block = (w: number, h: number) => Math.max(12, Math.round(Math.max(w, h) / 7));

describe('face detection on the server (WebAssembly)', () => {
  it('finds the faces of the shipped portraits and none in a picture without a face', async () => {
    const group = await detectFaces(portrait('sample1.jpg'));
    expect(group.length).toBeGreaterThanOrEqual(2);
    for (const face of group) {
      expect(face.score).toBeGreaterThanOrEqual(0.5);
      expect(face.x + face.width).toBeLessThanOrEqual(1);
      expect(face.y + face.height).toBeLessThanOrEqual(1);
    }
    expect((await detectFaces(portrait('sample2.jpg'))).length).toBeGreaterThanOrEqual(1);
    // The face mesh drawing face-api ships is a wireframe, not a face.
    expect(await detectFaces(portrait('facemesh.png'))).toEqual([]);
    const blank = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8aa' } })
      .png()
      .toBuffer();
    expect(await detectFaces(blank)).toEqual([]);
  }, 60_000);

  it('finds no face once the faces are pixelated', async () => {
    const bytes = portrait('sample6.jpg');
    const faces = await detectFaces(bytes);
    expect(faces.length).toBeGreaterThanOrEqual(3);
    expect(await detectFaces(await pixelated(bytes, faces))).toEqual([]);
  }, 60_000);
});

function upload(app: FastifyInstance, session: TestSession, fileName: string, bytes: Buffer) {
  const boundary = '----yiying-faces-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/web/file/upload?siteId=1',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...authed(session) },
  });
}

describeEachDatabase('the face check of the media pipeline', (target) => {
  const t = useTestApp(target);
  let member: TestSession;

  beforeAll(async () => {
    member = await loginByCode(t.app);
  });

  async function checked(mediaId: string): Promise<{ faces: number | null; face_boxes: string | null }> {
    const end = Date.now() + 60_000;
    for (;;) {
      const row = await t.app.yiying.context.db
        .selectFrom('media')
        .select(['faces', 'face_boxes'])
        .where('media_id', '=', mediaId)
        .executeTakeFirstOrThrow();
      if (row.faces !== null) return row;
      if (Date.now() > end) throw new Error('the face check did not run');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('records the faces of an uploaded portrait, and none for its pixelated copy', async () => {
    const res = await upload(t.app, member, '合影.jpg', portrait('sample1.jpg'));
    expect(res.statusCode).toBe(200);
    const media: MediaRecord = res.json().data;
    const row = await checked(media.mediaId);
    expect(row.faces).toBeGreaterThanOrEqual(2);
    const boxes = JSON.parse(row.face_boxes ?? '[]') as FaceBox[];
    expect(boxes).toHaveLength(row.faces ?? -1);
    // The row is written by the job, which is marked done right after.
    let job = await t.app.yiying.context.jobs.getByKey(`faces-${media.mediaId}`);
    for (let i = 0; i < 100 && job?.state === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      job = await t.app.yiying.context.jobs.getByKey(`faces-${media.mediaId}`);
    }
    expect(job?.state).toBe('done');

    const blurred = await pixelated(portrait('sample1.jpg'), boxes);
    const second = (await upload(t.app, member, '合影-打码.jpg', blurred)).json().data as MediaRecord;
    expect((await checked(second.mediaId)).faces).toBe(0);
  }, 90_000);
});
