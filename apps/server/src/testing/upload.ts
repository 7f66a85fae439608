import type { FastifyInstance } from 'fastify';
import { authed, type TestSession } from './identity';

/** Where members upload a file (the spec's upload call, with the site id the web app sends). */
export const UPLOAD_URL = '/web/file/upload?siteId=1';

/** Where the console and the profile pages upload a picture that is kept (avatars, covers). */
export const UPLOAD_OSS_URL = '/web/user/uploadOss';

/** Uploads `bytes` as the multipart field `file` named `fileName`, as the member of `session`, to `url`. */
export function uploadFile(
  app: FastifyInstance,
  session: TestSession,
  fileName: string,
  bytes: Buffer,
  url: string = UPLOAD_URL,
) {
  const boundary = '----yiying-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...authed(session) },
  });
}

/** Bytes typed as an MP4 (an `ftyp` box) that no decoder can read. */
export function brokenMp4(): Buffer {
  const ftyp = Buffer.from('0000001c667479706973736f6d0000020069736f6d69736f326d703431', 'hex');
  return Buffer.concat([ftyp, Buffer.alloc(4096, 0x5a)]);
}
