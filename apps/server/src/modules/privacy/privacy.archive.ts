import type { Readable } from 'node:stream';
// yazl: a small streaming zip writer without dependencies; entries are read one after the other while the output
// stream is consumed, so neither the archive nor any file is ever held in memory whole.
import yazl from 'yazl';
import type { Kysely } from 'kysely';
import type { ServerModule } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { FILES_PREFIX } from '../../plugins/files.js';
import { isValidKey, type ObjectStorage } from '../../lib/storage/index.js';

/** What goes into a member's archive: its JSON documents and the storage keys of the member's uploads. */
export interface ArchiveSource {
  sections(userId: string): Promise<Record<string, unknown>>;
  fileKeys(userId: string): Promise<string[]>;
}

/** The archive of the given modules' hooks (`ServerModule.archive`), read from `db`. */
export function archiveSource(modules: readonly ServerModule[], db: Kysely<Database>): ArchiveSource {
  return {
    sections: (userId) => gatherSections(modules, db, userId),
    fileKeys: (userId) => uploadKeys(modules, db, userId),
  };
}

/** What a part name may be: one that is no document of the layout becomes `<name>.json`. */
const PART_NAME = /^[a-z][A-Za-z0-9-]*$/;

/** The parts every module gives of the member, by name, in module order; a name given twice is refused. */
async function gatherParts(
  modules: readonly ServerModule[],
  db: Kysely<Database>,
  userId: string,
): Promise<Map<string, unknown>> {
  const parts = new Map<string, unknown>();
  const givers = new Map<string, string>();
  for (const module of modules) {
    const given = (await module.archive?.parts?.(db, userId)) ?? {};
    for (const [name, value] of Object.entries(given)) {
      const other = givers.get(name);
      if (other !== undefined) {
        throw new Error(`archive part "${name}" is given by both module "${other}" and module "${module.name}"`);
      }
      // `files` is the archive's own: its manifest (`files.json`) and the uploads (`files/…`).
      if (!PART_NAME.test(name) || name === 'files') {
        throw new Error(`module "${module.name}" gives an archive part named "${name}", which cannot be a document`);
      }
      givers.set(name, module.name);
      parts.set(name, value);
    }
  }
  return parts;
}

/**
 * The JSON documents of a member's archive, by file name, from the modules' parts: the account with the member's
 * certificates and uploads (`profile.json`), posts, comments with replies (`comments.json`), follows, fans, likes,
 * collections, albums, messages and mutes; any other part is a document of its own (`<name>.json`) after these.
 */
async function gatherSections(
  modules: readonly ServerModule[],
  db: Kysely<Database>,
  userId: string,
): Promise<Record<string, unknown>> {
  const parts = await gatherParts(modules, db, userId);
  const take = (name: string): unknown => {
    const value = parts.get(name);
    parts.delete(name);
    return value;
  };
  const list = (name: string) => (take(name) as readonly unknown[] | undefined) ?? [];
  const profile = (take('profile') as object | undefined) ?? {};
  const sections: Record<string, unknown> = {
    'profile.json': { ...profile, certificates: list('certificates'), uploads: [...list('media'), ...list('uploads')] },
    'posts.json': list('posts'),
    'comments.json': { comments: list('comments'), replies: list('replies') },
  };
  for (const name of ['follows', 'fans', 'likes', 'collections', 'albums', 'messages', 'mutes']) {
    sections[`${name}.json`] = list(name);
  }
  for (const [name, value] of parts) sections[`${name}.json`] = value;
  return sections;
}

/** Storage keys of the member's own uploads (originals only: renditions are made from them), from every module. */
async function uploadKeys(modules: readonly ServerModule[], db: Kysely<Database>, userId: string): Promise<string[]> {
  const urls: string[] = [];
  for (const module of modules) urls.push(...((await module.archive?.files?.(db, userId)) ?? []));
  const keys = urls
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
