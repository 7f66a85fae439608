import type { FastifyInstance } from 'fastify';
import type { BannerAdminRecord, PagedList, RecordState } from '@yiying/models';
import {
  BANNER_MNG_SORT_COLUMNS,
  SITE_MESSAGES,
  bannerMngContract,
  emptySchema,
  type BannerCreateBody,
  type BannerMngListQuery,
  type BannerUpdateBody,
} from '@yiying/validation';
import type { BannerDb } from './banner.db.js';
import { AppError, validationFailed } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { implementContract } from '../../lib/contract-route.js';
import { auditedWrite } from '../../lib/audit.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import { newId } from '../../lib/ids.js';
import { pageOf, resolvePage, sortColumn } from '../../lib/paging.js';
import { isSiteFile } from '../content/index.js';
import type { Auth } from '../identity/index.js';
import type { BannerRow } from './banner.table.js';

export interface BannerMngDeps {
  db: BannerDb;
  clock: Clock;
}

function adminRecord(row: BannerRow): BannerAdminRecord {
  return {
    bannerId: row.banner_id,
    title: row.title,
    cover: row.cover,
    coverName: row.cover_name,
    coverAuthor: row.cover_author,
    type: row.type,
    summary: row.summary,
    content: row.content,
    link: row.link,
    state: row.state,
    sort: row.sort,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

/** A banner's picture is a file of the site (the strict Content-Security-Policy allows no other origin). */
function checkCover(cover: string | undefined): void {
  if (cover !== undefined && !isSiteFile(cover)) {
    throw validationFailed([{ field: 'cover', message: SITE_MESSAGES.bannerCoverRequired }]);
  }
}

/** A link is a site path or an http(s) address. */
function checkLink(link: string | undefined): void {
  if (link && !/^(\/(?!\/)|https?:\/\/)/i.test(link)) {
    throw validationFailed([{ field: 'link', message: SITE_MESSAGES.linkInvalid }]);
  }
}

const orNull = (value: string | undefined, current: string | null) =>
  value === undefined ? current : value === '' ? null : value;

export async function listAllBanners(
  { db }: BannerMngDeps,
  query: BannerMngListQuery,
): Promise<PagedList<BannerAdminRecord>> {
  const page = resolvePage(query, 10);
  let q = db.selectFrom('banner');
  if (query.type !== undefined) q = q.where('type', '=', query.type);
  if (query.state !== undefined) q = q.where('state', '=', query.state);
  const column = query.sort ? sortColumn(query.sort, BANNER_MNG_SORT_COLUMNS) : undefined;
  return pageOf(
    q,
    page,
    (filtered) => {
      const rows = filtered.selectAll();
      return (
        column
          ? rows.orderBy(column, query.order ?? 'desc')
          : rows.orderBy('type', 'asc').orderBy('sort', 'asc').orderBy('create_time', 'desc')
      ).orderBy('banner_id', 'asc');
    },
    (rows) => rows.map(adminRecord),
  );
}

async function bannerRow(db: BannerDb, id: string): Promise<BannerRow> {
  const row = await db.selectFrom('banner').selectAll().where('banner_id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', SITE_MESSAGES.bannerNotFound);
  return row;
}

export async function bannerAdminDetail({ db }: BannerMngDeps, id: string): Promise<BannerAdminRecord> {
  return adminRecord(await bannerRow(db, id));
}

export async function createBanner(deps: BannerMngDeps, body: BannerCreateBody): Promise<BannerAdminRecord> {
  checkCover(body.cover);
  checkLink(body.link);
  const now = deps.clock();
  const row: BannerRow = {
    banner_id: newId(now),
    title: body.title,
    cover: body.cover,
    cover_name: body.coverName ?? null,
    cover_author: body.coverAuthor ?? null,
    type: body.type as BannerRow['type'],
    summary: body.summary ?? null,
    content: body.content ?? null,
    link: body.link ?? null,
    state: body.state as RecordState,
    sort: body.sort,
    create_time: isoAt(now),
    update_time: isoAt(now),
  };
  await deps.db.insertInto('banner').values(row).execute();
  return adminRecord(row);
}

export async function updateBanner(
  deps: BannerMngDeps,
  id: string,
  body: BannerUpdateBody,
): Promise<BannerAdminRecord> {
  checkCover(body.cover);
  checkLink(body.link);
  const current = await bannerRow(deps.db, id);
  const changes = {
    title: body.title ?? current.title,
    cover: body.cover ?? current.cover,
    cover_name: orNull(body.coverName, current.cover_name),
    cover_author: orNull(body.coverAuthor, current.cover_author),
    type: (body.type as BannerRow['type'] | undefined) ?? current.type,
    summary: orNull(body.summary, current.summary),
    content: orNull(body.content, current.content),
    link: orNull(body.link, current.link),
    state: (body.state as RecordState | undefined) ?? current.state,
    sort: body.sort ?? current.sort,
    update_time: isoAt(deps.clock()),
  };
  await deps.db.updateTable('banner').set(changes).where('banner_id', '=', id).execute();
  return adminRecord({ ...current, ...changes });
}

export async function deleteBanner({ db }: BannerMngDeps, id: string): Promise<void> {
  await bannerRow(db, id);
  await db.deleteFrom('banner').where('banner_id', '=', id).execute();
}

/** `/mng/banner/*`: every banner of every type and state, and the admin's writes. */
export async function bannerMngRoutes(app: FastifyInstance, options: BannerMngDeps & { auth: Auth }): Promise<void> {
  const { paths, record, bodies } = bannerMngContract;
  const tags = ['banner', 'mng'];
  implementContract(app, options.auth, paths, {
    list: {
      tags,
      query: bannerMngContract.listQuery,
      response: envelopeResponses(pagedListSchema(record), '横幅分页', [400, 401, 403]),
      handler: async (request) => ok(await listAllBanners(options, request.query)),
    },
    detail: {
      tags,
      response: envelopeResponses(record, '横幅', [400, 401, 403, 404]),
      handler: async (request) => ok(await bannerAdminDetail(options, request.params.id)),
    },
    create: {
      tags,
      body: bodies.create,
      response: envelopeResponses(record, '横幅', [400, 401, 403]),
      handler: async (request) => ok(await auditedWrite(request, null, () => createBanner(options, request.body))),
    },
    update: {
      tags,
      body: bodies.update,
      response: envelopeResponses(record, '横幅', [400, 401, 403, 404]),
      handler: async (request) => {
        const load = () => bannerAdminDetail(options, request.params.id);
        return ok(await auditedWrite(request, load, () => updateBanner(options, request.params.id, request.body)));
      },
    },
    delete: {
      tags,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
      handler: async (request) => {
        const load = () => bannerAdminDetail(options, request.params.id);
        await auditedWrite(request, load, () => deleteBanner(options, request.params.id));
        return ok({});
      },
    },
  });
}
