import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { ContentDb } from './content.db.js';
import type { ObjectStorage } from '../../lib/storage/index.js';
import { FILES_PREFIX } from '../../plugins/files.js';
import { BULK_ID_PREFIX } from './content.seed.js';
import type { DemoMediaService } from './demo-media.js';

const run = promisify(execFile);

/** Seconds of one demo clip: short and small, so a fresh start stays quick. */
const CLIP_SECONDS = 3;

/**
 * Gives every demo video post a real video: a short clip made by ffmpeg from the post's demo picture with a gentle
 * zoom, uploaded through the same pipeline as a member's video (so it is transcoded by the job queue). Posts that
 * already have their video are skipped, which makes a restart cost one query.
 */
export async function attachDemoVideos(
  db: ContentDb,
  media: DemoMediaService,
  storage: ObjectStorage,
  ffmpeg: string,
): Promise<number> {
  const posts = await db
    .selectFrom('content')
    .select(['content_id', 'create_by', 'cover'])
    .where('type', '=', 'video')
    .where('parent_id', 'is', null)
    .where('cover', 'like', `${FILES_PREFIX}demo/%`)
    .where('content_id', 'not like', `${BULK_ID_PREFIX}%`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('content_media')
            .select('content_media.media_id')
            .whereRef('content_media.content_id', '=', 'content.content_id')
            .where('content_media.role', '=', 'body'),
        ),
      ),
    )
    .execute();
  if (posts.length === 0) return 0;
  const work = await mkdtemp(path.join(tmpdir(), 'yiying-demo-video-'));
  try {
    for (const post of posts) {
      const picture = path.join(work, 'picture.png');
      const clip = path.join(work, 'clip.mp4');
      await writeFile(
        picture,
        await sharp(await buffer(storage.get(post.cover.slice(FILES_PREFIX.length))))
          .resize(640, 360, { fit: 'cover' })
          .png()
          .toBuffer(),
      );
      const frames = CLIP_SECONDS * 25;
      await run(ffmpeg, [
        '-nostdin',
        '-y',
        '-v',
        'error',
        '-loop',
        '1',
        '-i',
        picture,
        '-vf',
        `zoompan=z='min(zoom+0.0015,1.12)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=480x270:fps=25`,
        '-t',
        String(CLIP_SECONDS),
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-pix_fmt',
        'yuv420p',
        clip,
      ]);
      const video = await media.ingest(post.create_by, {
        stream: Readable.from([await readFile(clip)]),
        filename: `${post.content_id}.mp4`,
      });
      await db.transaction().execute(async (trx) => {
        await media.link(trx, post.content_id, [video.mediaId]);
      });
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return posts.length;
}
