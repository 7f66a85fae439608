import type { Kysely } from 'kysely';
import {
  PAGE_SIZE,
  toImageSource,
  type Album,
  type AlbumImage,
  type ImageSource,
  type PagedList,
} from '@yiying/models';
import {
  albumContract,
  albumImageContract,
  MESSAGES,
  type AlbumCreateBody,
  type AlbumImageCreateBody,
  type AlbumImageListQuery,
  type AlbumImageUpdateBody,
  type AlbumListQuery,
  type AlbumUpdateBody,
  type PersonalAlbumQuery,
} from '@yiying/validation';
import { screenTexts, type TextGuard } from '../../lib/text-guard/index.js';
import type { Database } from '../../db/schema.js';
import { AppError, validationFailed } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { pagedList } from '../../lib/envelope.js';
import { newId } from '../../lib/ids.js';
import { resolvePage } from '../../lib/paging.js';
import {
  CONTENT_NOT_FOUND_MESSAGE,
  contentVisibleTo,
  findContentByIds,
  type ContentMedia,
  type Viewer,
} from '../content/index.js';
import type { AlbumImageRow, AlbumRow } from './album.table.js';

export const ALBUM_NOT_FOUND_MESSAGE = '相册不存在';
export const ALBUM_IMAGE_NOT_FOUND_MESSAGE = '图片不存在';
export const IMAGE_NOT_IN_POST_MESSAGE = '这张图片不属于该内容';
export const IMAGE_ALREADY_IN_ALBUM_MESSAGE = '目标相册里已有这张图片';
export const IMAGE_NOT_OWNED_MESSAGE = '只能加入本人上传的图片或可见内容的图片';

export interface AlbumDeps {
  db: Kysely<Database>;
  clock: Clock;
  media?: Pick<ContentMedia, 'ownedByUrl'>;
  /** The watch list over album names and descriptions. */
  guard?: TextGuard;
}

/** Albums `viewer` may see: public ones, and all of their own. */
function albumsVisibleTo(db: Kysely<Database>, viewer: Viewer) {
  const q = db.selectFrom('album');
  if (viewer?.admin) return q;
  return q.where((eb) =>
    viewer
      ? eb.or([eb('album.access_scope', '=', 'public'), eb('album.user_id', '=', viewer.userId)])
      : eb('album.access_scope', '=', 'public'),
  );
}

/**
 * Images of an album that `viewer` may see: uploads, and pictures of posts `viewer` may see (a post that became
 * private takes its pictures out of other members' albums for everyone who may no longer see it).
 */
function imagesVisibleTo(db: Kysely<Database>, viewer: Viewer) {
  return db
    .selectFrom('album_image')
    .where((eb) =>
      eb.or([
        eb('album_image.content_id', 'is', null),
        eb.exists(
          eb
            .selectFrom('content')
            .select('content.content_id')
            .whereRef('content.content_id', '=', 'album_image.content_id')
            .where(contentVisibleTo(viewer)),
        ),
      ]),
    );
}

async function toAlbums(db: Kysely<Database>, viewer: Viewer, rows: readonly AlbumRow[]): Promise<Album[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.album_id);
  const images = await imagesVisibleTo(db, viewer)
    .select(['album_image.album_id', 'album_image.url', 'album_image.create_time'])
    .where('album_image.album_id', 'in', ids)
    .where('album_image.enabled', '=', 1)
    .orderBy('album_image.create_time', 'desc')
    .orderBy('album_image.image_id', 'desc')
    .execute();
  const counts = new Map<string, number>();
  const covers = new Map<string, string>();
  for (const image of images) {
    counts.set(image.album_id, (counts.get(image.album_id) ?? 0) + 1);
    if (!covers.has(image.album_id)) covers.set(image.album_id, image.url);
  }
  return rows.map((row) => ({
    albumId: row.album_id,
    userId: row.user_id,
    title: row.title,
    cover: covers.get(row.album_id) ?? '',
    description: row.description,
    imageNum: counts.get(row.album_id) ?? 0,
    accessScope: row.access_scope,
    createTime: row.create_time,
    updateTime: row.update_time,
  }));
}

function parseImage(raw: string | null): ImageSource | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as ImageSource;
    return typeof parsed?.url === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

function toAlbumImage(row: AlbumImageRow): AlbumImage {
  return {
    imageId: row.image_id,
    albumId: row.album_id,
    contentId: row.content_id,
    url: row.url,
    image: parseImage(row.image),
    title: row.title,
    ...(row.width !== null ? { width: row.width } : {}),
    ...(row.height !== null ? { height: row.height } : {}),
    enabled: row.enabled,
    createTime: row.create_time,
  };
}

async function pageOfAlbums(
  db: Kysely<Database>,
  viewer: Viewer,
  userId: string | undefined,
  query: AlbumListQuery | PersonalAlbumQuery,
  pageSize: number,
): Promise<PagedList<Album>> {
  const page = resolvePage(query, pageSize);
  let base = albumsVisibleTo(db, viewer);
  if (userId !== undefined) base = base.where('album.user_id', '=', userId);
  const column =
    query.sort === 'create_time' || query.sort === 'createTime' ? 'album.create_time' : 'album.update_time';
  const [rows, count] = await Promise.all([
    base
      .selectAll('album')
      .orderBy(column, query.order ?? 'desc')
      .orderBy('album.album_id', query.order ?? 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pagedList(await toAlbums(db, viewer, rows), Number(count.n), page.pageNum, page.pageSize);
}

/** `GET /api/album/list`: a member's albums (16 per page); private ones only for their owner. */
export function listAlbums(db: Kysely<Database>, viewer: Viewer, query: AlbumListQuery) {
  return pageOfAlbums(db, viewer, query.userId, query, albumContract.pageSize);
}

/** `GET /web/album/personalList`: my albums (10 per page). */
export function listOwnAlbums(db: Kysely<Database>, viewer: NonNullable<Viewer>, query: PersonalAlbumQuery) {
  return pageOfAlbums(db, viewer, viewer.userId, query, PAGE_SIZE.personalAlbum);
}

async function visibleAlbum(db: Kysely<Database>, viewer: Viewer, albumId: string): Promise<AlbumRow> {
  const row = await albumsVisibleTo(db, viewer)
    .selectAll('album')
    .where('album.album_id', '=', albumId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', ALBUM_NOT_FOUND_MESSAGE);
  return row;
}

async function ownAlbum(db: Kysely<Database>, viewer: NonNullable<Viewer>, albumId: string): Promise<AlbumRow> {
  const row = await visibleAlbum(db, viewer, albumId);
  if (row.user_id !== viewer.userId) throw new AppError('FORBIDDEN');
  return row;
}

/** `GET /api/album/detail/{id}`. */
export async function albumDetail(db: Kysely<Database>, viewer: Viewer, albumId: string): Promise<Album> {
  const [album] = await toAlbums(db, viewer, [await visibleAlbum(db, viewer, albumId)]);
  if (!album) throw new AppError('NOT_FOUND', ALBUM_NOT_FOUND_MESSAGE);
  return album;
}

/** `POST /web/album/create`. */
export async function createAlbum(
  { db, clock, guard }: AlbumDeps,
  viewer: NonNullable<Viewer>,
  body: AlbumCreateBody,
): Promise<Album> {
  const screened = await screenTexts(guard, { title: body.title, description: body.description });
  body = { ...body, ...screened.values };
  const now = clock();
  const albumId = newId(now);
  await db
    .insertInto('album')
    .values({
      album_id: albumId,
      user_id: viewer.userId,
      title: body.title,
      description: body.description ?? '',
      access_scope: (body.accessScope ?? 'public') as AlbumRow['access_scope'],
      create_time: isoAt(now),
      update_time: isoAt(now),
    })
    .execute();
  await screened.flag(db, { source: 'album', userId: viewer.userId, title: '相册', targetId: albumId });
  return albumDetail(db, viewer, albumId);
}

/** `POST /web/album/update/{id}`: only the owner. */
export async function updateAlbum(
  { db, clock, guard }: AlbumDeps,
  viewer: NonNullable<Viewer>,
  albumId: string,
  body: AlbumUpdateBody,
): Promise<Album> {
  await ownAlbum(db, viewer, albumId);
  const screened = await screenTexts(guard, { title: body.title, description: body.description });
  body = { ...body, ...screened.values };
  await db
    .updateTable('album')
    .set({
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.accessScope !== undefined ? { access_scope: body.accessScope as AlbumRow['access_scope'] } : {}),
      update_time: isoAt(clock()),
    })
    .where('album_id', '=', albumId)
    .execute();
  await screened.flag(db, { source: 'album', userId: viewer.userId, title: '相册', targetId: albumId });
  return albumDetail(db, viewer, albumId);
}

/** `POST /web/album/delete/{id}`: the album and its images (the pictures themselves stay where they came from). */
export async function deleteAlbum({ db }: AlbumDeps, viewer: NonNullable<Viewer>, albumId: string): Promise<void> {
  await ownAlbum(db, viewer, albumId);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('album_image').where('album_id', '=', albumId).execute();
    await trx.deleteFrom('album').where('album_id', '=', albumId).execute();
  });
}

/** `GET /api/albumImage/list`: images of an album `viewer` may see, in the order they were added. */
export async function listAlbumImages(
  db: Kysely<Database>,
  viewer: Viewer,
  query: AlbumImageListQuery,
): Promise<PagedList<AlbumImage>> {
  const album = await visibleAlbum(db, viewer, query.albumId);
  const page = resolvePage(query, albumImageContract.pageSize);
  let base = imagesVisibleTo(db, viewer).where('album_image.album_id', '=', album.album_id);
  if (query.enabled !== undefined) base = base.where('album_image.enabled', '=', query.enabled);
  const [rows, count] = await Promise.all([
    base
      .selectAll('album_image')
      .orderBy('album_image.create_time', query.order ?? 'desc')
      .orderBy('album_image.image_id', query.order ?? 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pagedList(rows.map(toAlbumImage), Number(count.n), page.pageNum, page.pageSize);
}

/** `GET /api/albumImage/detail/{id}`. */
export async function albumImageDetail(db: Kysely<Database>, viewer: Viewer, imageId: string): Promise<AlbumImage> {
  const row = await imagesVisibleTo(db, viewer)
    .selectAll('album_image')
    .where('album_image.image_id', '=', imageId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', ALBUM_IMAGE_NOT_FOUND_MESSAGE);
  await visibleAlbum(db, viewer, row.album_id).catch(() => {
    throw new AppError('NOT_FOUND', ALBUM_IMAGE_NOT_FOUND_MESSAGE);
  });
  return toAlbumImage(row);
}

function parseList(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * `POST /web/albumImage/create`: the album icon of a gallery item. A picture of a post I may see (its cover unless
 * `url` names another of its images), or one of my own uploads. Adding the same picture again answers the one
 * already there.
 */
export async function createAlbumImage(
  { db, clock, media }: AlbumDeps,
  viewer: NonNullable<Viewer>,
  body: AlbumImageCreateBody,
): Promise<AlbumImage> {
  await ownAlbum(db, viewer, body.albumId);
  let picture: { url: string; image: ImageSource | null; width: number | null; height: number | null; title: string };
  if (body.contentId) {
    const [post] = await findContentByIds(db, viewer, [body.contentId]);
    if (!post) throw new AppError('NOT_FOUND', CONTENT_NOT_FOUND_MESSAGE);
    const url = body.url ?? post.cover;
    const images = new Set([post.cover, ...parseList(post.thumbs)].filter(Boolean));
    if (!url || !images.has(url)) throw validationFailed([{ field: 'url', message: IMAGE_NOT_IN_POST_MESSAGE }]);
    const owned = media && url !== post.cover ? await media.ownedByUrl(db, post.create_by, url) : undefined;
    const image = url === post.cover ? parseImage(post.cover_image) : owned ? toImageSource(owned) : null;
    picture = {
      url,
      image,
      width: url === post.cover ? post.width : (owned?.width ?? null),
      height: url === post.cover ? post.height : (owned?.height ?? null),
      title: body.title ?? post.title,
    };
  } else {
    const owned = media && body.url ? await media.ownedByUrl(db, viewer.userId, body.url) : undefined;
    if (!owned || !body.url) throw validationFailed([{ field: 'url', message: IMAGE_NOT_OWNED_MESSAGE }]);
    picture = {
      url: body.url,
      image: toImageSource(owned),
      width: owned.width ?? null,
      height: owned.height ?? null,
      title: body.title ?? '',
    };
  }
  const now = clock();
  await db
    .insertInto('album_image')
    .values({
      image_id: newId(now),
      album_id: body.albumId,
      content_id: body.contentId ?? null,
      url: picture.url,
      image: picture.image ? JSON.stringify(picture.image) : null,
      title: picture.title,
      width: picture.width,
      height: picture.height,
      enabled: 1,
      create_time: isoAt(now),
    })
    .onConflict((oc) => oc.columns(['album_id', 'url']).doNothing())
    .execute();
  await db
    .updateTable('album')
    .set({ update_time: isoAt(now) })
    .where('album_id', '=', body.albumId)
    .execute();
  const row = await db
    .selectFrom('album_image')
    .select('image_id')
    .where('album_id', '=', body.albumId)
    .where('url', '=', picture.url)
    .executeTakeFirstOrThrow();
  return albumImageDetail(db, viewer, row.image_id);
}

async function ownImage(db: Kysely<Database>, viewer: NonNullable<Viewer>, imageId: string): Promise<AlbumImageRow> {
  const row = await db.selectFrom('album_image').selectAll().where('image_id', '=', imageId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', ALBUM_IMAGE_NOT_FOUND_MESSAGE);
  await ownAlbum(db, viewer, row.album_id);
  return row;
}

/** `POST /web/albumImage/update/{id}`: title, enabled, or a move to another of my albums. */
export async function updateAlbumImage(
  { db }: AlbumDeps,
  viewer: NonNullable<Viewer>,
  imageId: string,
  body: AlbumImageUpdateBody,
): Promise<AlbumImage> {
  await ownImage(db, viewer, imageId);
  if (body.albumId !== undefined) {
    await ownAlbum(db, viewer, body.albumId).catch(() => {
      throw validationFailed([{ field: 'albumId', message: MESSAGES.albumRequired }]);
    });
    const row = await ownImage(db, viewer, imageId);
    const clash = await db
      .selectFrom('album_image')
      .select('image_id')
      .where('album_id', '=', body.albumId)
      .where('url', '=', row.url)
      .where('image_id', '!=', imageId)
      .executeTakeFirst();
    if (clash) throw new AppError('CONFLICT', IMAGE_ALREADY_IN_ALBUM_MESSAGE);
  }
  await db
    .updateTable('album_image')
    .set({
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.enabled !== undefined ? { enabled: body.enabled as AlbumImageRow['enabled'] } : {}),
      ...(body.albumId !== undefined ? { album_id: body.albumId } : {}),
    })
    .where('image_id', '=', imageId)
    .execute();
  return albumImageDetail(db, viewer, imageId);
}

/** `POST /web/albumImage/delete/{id}`: takes the picture out of my album. */
export async function deleteAlbumImage({ db }: AlbumDeps, viewer: NonNullable<Viewer>, imageId: string): Promise<void> {
  await ownImage(db, viewer, imageId);
  await db.deleteFrom('album_image').where('image_id', '=', imageId).execute();
}
