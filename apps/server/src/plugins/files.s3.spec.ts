import sharp from 'sharp';
import { authed, loginByCode } from '../testing/identity';
import { startS3Peer, type S3Peer } from '../testing/s3-peer';
import { SQLITE_TARGET, useTestApp } from '../testing/test-app';

function multipart(fileName: string, bytes: Buffer) {
  const boundary = '----yiying-files-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('files of an S3 store sent to the browser by signed addresses (STORAGE_PUBLIC_URL=presigned)', () => {
  let peer: S3Peer;
  beforeAll(async () => {
    peer = await startS3Peer();
  }, 30_000);
  afterAll(async () => {
    await peer?.close();
  });
  const t = useTestApp(SQLITE_TARGET, {
    withWebApp: true,
    env: () => ({ ...peer.env, STORAGE_PUBLIC_URL: 'presigned', DEMO_DATA: 'false', FFMPEG_PATH: 'none' }),
  });

  it('redirects pictures and documents to the bucket, documents with their download name', async () => {
    const member = await loginByCode(t.app);
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#d70d19' } })
      .png()
      .toBuffer();
    const image = multipart('红.png', png);
    const stored = await t.app.inject({
      method: 'POST',
      url: '/web/file/upload?siteId=1',
      payload: image.payload,
      headers: { ...image.headers, ...authed(member) },
    });
    expect(stored.statusCode).toBe(200);
    const rendition = stored.json().data.renditions[0].url as string;
    const redirected = await t.app.inject({ method: 'GET', url: rendition });
    expect(redirected.statusCode).toBe(302);
    const picture = await fetch(redirected.headers.location as string);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).format).toBe('webp');

    const body = multipart('年会讲义.pdf', Buffer.from('%PDF-1.4\n医影\n%%EOF\n'));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/web/file/upload?siteId=1',
      payload: body.payload,
      headers: { ...body.headers, ...authed(member) },
    });
    expect(uploaded.statusCode).toBe(200);
    const doc = await t.app.inject({ method: 'GET', url: uploaded.json().data.url });
    expect(doc.statusCode).toBe(302);
    const file = await fetch(doc.headers.location as string);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('年会讲义.pdf')}`);
    expect(Buffer.from(await file.arrayBuffer()).toString()).toContain('医影');

    expect((await t.app.inject({ method: 'GET', url: '/files/m/../../secret.jpg' })).statusCode).toBe(404);
    // The pages let the browser follow those redirects for pictures and videos.
    const page = await t.app.inject({ method: 'GET', url: '/hot', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain(`img-src 'self' data: blob: ${peer.endpoint}`);
    expect(page.headers['content-security-policy']).toContain(`media-src 'self' blob: ${peer.endpoint}`);
    expect(page.headers['content-security-policy']).toContain(`connect-src 'self' ${peer.endpoint}`);
  }, 60_000);
});
