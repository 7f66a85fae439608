import type { Readable } from 'node:stream';
// yazl: a small streaming zip writer without dependencies; entries are read one after the other while the output
// stream is consumed, so neither the archive nor any file is ever held in memory whole.
import yazl from 'yazl';
import type { PrivacyDb } from './privacy.db.js';
import { allMutesOf } from '../mute/index.js';
import { FILES_PREFIX } from '../../plugins/files.js';
import { isValidKey, type ObjectStorage } from '../../lib/storage/index.js';

/** `create_time` → `createTime`, so the archive reads like the API. */
function camelKeys(row: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), value]),
  );
}

const rows = (list: readonly object[]) => list.map(camelKeys);

/** The JSON documents of a member's archive, by file name. */
export async function gatherSections(db: PrivacyDb, userId: string): Promise<Record<string, unknown>> {
  const user = await db.selectFrom('user').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  const { password_hash: passwordHash, ...profile } = user;
  const [certificates, uploads, media] = await Promise.all([
    db.selectFrom('certificate').selectAll().where('user_id', '=', userId).orderBy('create_time').execute(),
    db.selectFrom('upload_file').selectAll().where('user_id', '=', userId).orderBy('create_time').execute(),
    db
      .selectFrom('media')
      .select(['media_id', 'kind', 'purpose', 'url', 'name', 'size', 'type', 'width', 'height', 'create_time'])
      .where('owner_id', '=', userId)
      .orderBy('create_time')
      .execute(),
  ]);
  const posts = await db
    .selectFrom('content')
    .selectAll()
    .where('create_by', '=', userId)
    .orderBy('create_time')
    .execute();
  const [comments, replies] = await Promise.all([
    db.selectFrom('comment').selectAll().where('user_id', '=', userId).orderBy('create_time').execute(),
    db.selectFrom('reply').selectAll().where('user_id', '=', userId).orderBy('create_time').execute(),
  ]);
  const people = (column: 'user_id' | 'fans_id', other: 'user_id' | 'fans_id') =>
    db
      .selectFrom('fans')
      .innerJoin('user', 'user.user_id', `fans.${other}`)
      .select(['fans.id', 'user.user_id', 'user.username', 'fans.create_time'])
      .where(`fans.${column}`, '=', userId)
      .orderBy('fans.create_time')
      .execute();
  const [follows, fans] = await Promise.all([people('fans_id', 'user_id'), people('user_id', 'fans_id')]);
  const marks = (table: 'likes' | 'collection') =>
    db
      .selectFrom(table)
      .innerJoin('content', 'content.content_id', `${table}.content_id`)
      .select([`${table}.content_id`, 'content.title', `${table}.remark`, `${table}.create_time`])
      .where(`${table}.user_id`, '=', userId)
      .orderBy(`${table}.create_time`)
      .execute();
  const [likes, collections] = await Promise.all([marks('likes'), marks('collection')]);
  const albums = await db
    .selectFrom('album')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('create_time')
    .execute();
  const images =
    albums.length === 0
      ? []
      : await db
          .selectFrom('album_image')
          .select(['image_id', 'album_id', 'content_id', 'url', 'title', 'create_time'])
          .where(
            'album_id',
            'in',
            albums.map((a) => a.album_id),
          )
          .orderBy('create_time')
          .execute();
  const mutes = await allMutesOf(db, userId);
  const messages = await db
    .selectFrom('im_msg')
    .select(['msg_id', 'from_id', 'to_id', 'content_type', 'content', 'state', 'create_time'])
    .where((eb) =>
      eb.or([
        eb.and([eb('from_id', '=', userId), eb('from_deleted', '=', 0)]),
        eb.and([eb('to_id', '=', userId), eb('to_deleted', '=', 0)]),
      ]),
    )
    .orderBy('create_time')
    .execute();
  return {
    'profile.json': {
      ...camelKeys(profile),
      hasPassword: passwordHash !== null,
      certificates: rows(certificates),
      uploads: rows([...media, ...uploads]),
    },
    'posts.json': rows(posts),
    'comments.json': { comments: rows(comments), replies: rows(replies) },
    'follows.json': rows(follows),
    'fans.json': rows(fans),
    'likes.json': rows(likes),
    'collections.json': rows(collections),
    'albums.json': albums.map((album) => ({
      ...camelKeys(album),
      images: rows(images.filter((image) => image.album_id === album.album_id)),
    })),
    'messages.json': rows(messages),
    'mutes.json': mutes,
  };
}

/** Storage keys of the member's own uploads (originals only: renditions are made from them). */
export async function uploadKeys(db: PrivacyDb, userId: string): Promise<string[]> {
  const [media, uploads] = await Promise.all([
    db.selectFrom('media').select('url').where('owner_id', '=', userId).execute(),
    db.selectFrom('upload_file').select('url').where('user_id', '=', userId).execute(),
  ]);
  const keys = [...media, ...uploads]
    .map((row) => row.url)
    .filter((url) => url.startsWith(FILES_PREFIX))
    .map((url) => url.slice(FILES_PREFIX.length))
    .filter(isValidKey);
  return [...new Set(keys)].sort();
}

/** How far the archive got: `done` of `total` steps (one per JSON document and per file). */
export type ProgressListener = (done: number, total: number) => void;

/**
 * Streams the archive into `storage` under `archiveKey`: the JSON documents, then `files/<key>` for every upload
 * the store still has (a file gone from the store is listed in `files.json` as missing). Answers the bytes written.
 */
export async function writeArchive(
  storage: ObjectStorage,
  archiveKey: string,
  sections: Record<string, unknown>,
  keys: readonly string[],
  onProgress: ProgressListener,
): Promise<number> {
  const present: string[] = [];
  const missing: string[] = [];
  for (const key of keys) ((await storage.head(key)) ? present : missing).push(key);
  const total = Object.keys(sections).length + present.length + 1;
  let done = 0;
  const step = () => {
    done += 1;
    onProgress(done, total);
  };

  const zip = new yazl.ZipFile();
  const failure = new Promise<never>((_, reject) => zip.on('error', reject));
  for (const [name, value] of Object.entries(sections)) {
    zip.addBuffer(Buffer.from(JSON.stringify(value, null, 2)), name);
    step();
  }
  const manifest = {
    files: present.map((key) => ({ url: FILES_PREFIX + key, path: `files/${key}` })),
    missing: missing.map((key) => FILES_PREFIX + key),
  };
  zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), 'files.json');
  step();
  for (const key of present) {
    const stream = storage.get(key);
    stream.once('end', step);
    // Stored files are already compressed (images, videos, office files): store them as they are.
    zip.addReadStream(stream, `files/${key}`, { compress: false });
  }
  zip.end();
  const output = zip.outputStream as unknown as Readable;
  return Promise.race([
    storage.put(archiveKey, output, { contentType: 'application/zip', contentDisposition: 'attachment' }),
    failure,
  ]);
}
