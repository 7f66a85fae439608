import { PAGE_SIZE, type Album, type PagedList } from '@yiying/models';
import {
  albumContract,
  type AlbumCreateBody,
  type AlbumListQuery,
  type AlbumUpdateBody,
  type PersonalAlbumQuery,
} from '@yiying/validation';
import { screenTexts, type TextGuard } from '../../lib/text-guard/index.js';
import type { AlbumDb } from './album.db.js';
import { AppError } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { pageOf, resolvePage } from '../../lib/paging.js';
import { contentVisibleTo, type ContentMedia, type Viewer } from '../content/index.js';
import type { AlbumRow } from './album.table.js';

export const ALBUM_NOT_FOUND_MESSAGE = '相册不存在';

export interface AlbumDeps {
  db: AlbumDb;
  clock: Clock;
  media?: Pick<ContentMedia, 'ownedByUrl'>;
  /** The watch list over album names and descriptions. */
  guard?: TextGuard;
}

/** Albums `viewer` may see: public ones, and all of their own. */
function albumsVisibleTo(db: AlbumDb, viewer: Viewer) {
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
export function imagesVisibleTo(db: AlbumDb, viewer: Viewer) {
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

async function toAlbums(db: AlbumDb, viewer: Viewer, rows: readonly AlbumRow[]): Promise<Album[]> {
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

async function pageOfAlbums(
  db: AlbumDb,
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
  return pageOf(
    base,
    page,
    (q) =>
      q
        .selectAll('album')
        .orderBy(column, query.order ?? 'desc')
        .orderBy('album.album_id', query.order ?? 'desc'),
    (rows) => toAlbums(db, viewer, rows),
  );
}

/** `GET /api/album/list`: a member's albums (16 per page); private ones only for their owner. */
export function listAlbums(db: AlbumDb, viewer: Viewer, query: AlbumListQuery) {
  return pageOfAlbums(db, viewer, query.userId, query, albumContract.pageSize);
}

/** `GET /web/album/personalList`: my albums (10 per page). */
export function listOwnAlbums(db: AlbumDb, viewer: NonNullable<Viewer>, query: PersonalAlbumQuery) {
  return pageOfAlbums(db, viewer, viewer.userId, query, PAGE_SIZE.personalAlbum);
}

export async function visibleAlbum(db: AlbumDb, viewer: Viewer, albumId: string): Promise<AlbumRow> {
  const row = await albumsVisibleTo(db, viewer)
    .selectAll('album')
    .where('album.album_id', '=', albumId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', ALBUM_NOT_FOUND_MESSAGE);
  return row;
}

export async function ownAlbum(db: AlbumDb, viewer: NonNullable<Viewer>, albumId: string): Promise<AlbumRow> {
  const row = await visibleAlbum(db, viewer, albumId);
  if (row.user_id !== viewer.userId) throw new AppError('FORBIDDEN');
  return row;
}

/** `GET /api/album/detail/{id}`. */
export async function albumDetail(db: AlbumDb, viewer: Viewer, albumId: string): Promise<Album> {
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
