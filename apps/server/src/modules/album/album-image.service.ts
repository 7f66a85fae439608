import { toImageSource, type AlbumImage, type ImageSource, type PagedList } from '@yiying/models';
import {
  albumImageContract,
  MESSAGES,
  type AlbumImageCreateBody,
  type AlbumImageListQuery,
  type AlbumImageUpdateBody,
} from '@yiying/validation';
import type { AlbumDb } from './album.db.js';
import { AppError, validationFailed } from '../../errors.js';
import { isoAt } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { pageOf, resolvePage } from '../../lib/paging.js';
import { CONTENT_NOT_FOUND_MESSAGE, findContentByIds, type Viewer } from '../content/index.js';
import { imagesVisibleTo, ownAlbum, visibleAlbum, type AlbumDeps } from './album.service.js';
import type { AlbumImageRow } from './album.table.js';

export const ALBUM_IMAGE_NOT_FOUND_MESSAGE = '图片不存在';
export const IMAGE_NOT_IN_POST_MESSAGE = '这张图片不属于该内容';
export const IMAGE_ALREADY_IN_ALBUM_MESSAGE = '目标相册里已有这张图片';
export const IMAGE_NOT_OWNED_MESSAGE = '只能加入本人上传的图片或可见内容的图片';

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

/** `GET /api/albumImage/list`: images of an album `viewer` may see, in the order they were added. */
export async function listAlbumImages(
  db: AlbumDb,
  viewer: Viewer,
  query: AlbumImageListQuery,
): Promise<PagedList<AlbumImage>> {
  const album = await visibleAlbum(db, viewer, query.albumId);
  const page = resolvePage(query, albumImageContract.pageSize);
  let base = imagesVisibleTo(db, viewer).where('album_image.album_id', '=', album.album_id);
  if (query.enabled !== undefined) base = base.where('album_image.enabled', '=', query.enabled);
  return pageOf(
    base,
    page,
    (q) =>
      q
        .selectAll('album_image')
        .orderBy('album_image.create_time', query.order ?? 'desc')
        .orderBy('album_image.image_id', query.order ?? 'desc'),
    (rows) => rows.map(toAlbumImage),
  );
}

/** `GET /api/albumImage/detail/{id}`. */
export async function albumImageDetail(db: AlbumDb, viewer: Viewer, imageId: string): Promise<AlbumImage> {
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

async function ownImage(db: AlbumDb, viewer: NonNullable<Viewer>, imageId: string): Promise<AlbumImageRow> {
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
