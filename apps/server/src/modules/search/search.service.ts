import { sql } from 'kysely';
import { SearchType, type PagedList, type SearchResult } from '@yiying/models';
import { SEARCH_TOTAL_CAP, searchContract, type SearchQuery } from '@yiying/validation';
import type { SearchDb } from './search.db.js';
import {
  documentTokens,
  fts5Query,
  highlight,
  PUBLIC_MARKER,
  queryTerms,
  tsQuery,
  type QueryTerm,
} from '../../lib/cjk-tokens.js';
import { emptyPage, pageFrom, pageOf, resolvePage, type Page } from '../../lib/paging.js';
import { contentVisibleTo, likePattern, type Viewer } from '../content/index.js';
import { foldedWordColumn, withoutHiddenWords, type MuteSet } from '../mute/index.js';
import { isSqlite } from './0009_search.js';

/** Posts indexed per transaction. */
const BATCH = 2_000;
const STATE_KEY = 'content';

/** FNV-1a of a text: spreads posts created in the same millisecond over distinct document ids. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Time-ordered document id: creation time in ms × 1000 plus a per-post offset. */
function baseDocId(createTime: string, contentId: string): number {
  return Date.parse(createTime) * 1000 + (fnv1a(contentId) % 1000);
}

function tagsText(raw: string | null): string {
  if (!raw) return '';
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((x) => typeof x === 'string').join(' ') : '';
  } catch {
    return '';
  }
}

/**
 * The content search index and the `ee/search` query. The index follows `content.update_time`: every pass indexes
 * the posts written since the previous one (a new post, an edited title), so it needs no hook in the content
 * module. A pass runs at start, before each search and periodically; passes never overlap in a process, and their
 * writes are idempotent when several processes share a database.
 */
export class SearchIndex {
  private mark: [string, string] | null = null;
  private running: Promise<number> | null = null;

  constructor(private readonly db: SearchDb) {}

  /** Indexes what changed since the last pass; answers how many posts were (re)indexed. */
  sync(): Promise<number> {
    if (!this.running) {
      this.running = this.pass().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  private async pass(): Promise<number> {
    const db = this.db;
    if (!this.mark) {
      const saved = await db
        .selectFrom('search_state')
        .select('value')
        .where('name', '=', STATE_KEY)
        .executeTakeFirst();
      this.mark = saved ? (JSON.parse(saved.value) as [string, string]) : ['', ''];
    }
    const sqlite = isSqlite(db);
    let indexed = 0;
    for (;;) {
      const [time, id] = this.mark;
      // Maintenance reads every post whatever its scope; searches filter with contentVisibleTo.
      const rows = await db
        .selectFrom('content')
        .select([
          'content_id',
          'title',
          'tags',
          'state',
          'access_scope',
          'forwarded_flag',
          'create_time',
          'update_time',
        ])
        // An activity's post carries its summary: activities are found by title and summary.
        .select(sql<string | null>`case when type = 'activity' then content else null end`.as('summary'))
        .where(sql<boolean>`(update_time, content_id) > (${time}, ${id})`)
        .orderBy('update_time')
        .orderBy('content_id')
        .limit(BATCH)
        .execute();
      if (rows.length === 0) break;
      const last = rows[rows.length - 1] as (typeof rows)[number];
      const next: [string, string] = [last.update_time, last.content_id];
      await db.transaction().execute(async (trx) => {
        const ids = rows.map((r) => r.content_id);
        const known = new Map(
          (
            await trx
              .selectFrom('content_search_doc')
              .select(['content_id', 'doc_id'])
              .where('content_id', 'in', ids)
              .execute()
          ).map((d) => [d.content_id, Number(d.doc_id)]),
        );
        // New documents get time-ordered ids; a clash (same millisecond and offset) moves up to the next free one.
        const wanted = rows.filter((r) => !known.has(r.content_id)).map((r) => baseDocId(r.create_time, r.content_id));
        const taken = new Set(
          wanted.length === 0
            ? []
            : (await trx.selectFrom('content_search_doc').select('doc_id').where('doc_id', 'in', wanted).execute()).map(
                (d) => Number(d.doc_id),
              ),
        );
        const docs: { content_id: string; doc_id: number; create_time: string; tokens: string; isNew: boolean }[] = [];
        for (const row of rows) {
          let docId = known.get(row.content_id);
          const isNew = docId === undefined;
          if (docId === undefined) {
            docId = baseDocId(row.create_time, row.content_id);
            while (taken.has(docId)) {
              docId += 1;
              if (!taken.has(docId)) {
                const clash = await trx
                  .selectFrom('content_search_doc')
                  .select('doc_id')
                  .where('doc_id', '=', docId)
                  .executeTakeFirst();
                if (clash) taken.add(docId);
              }
            }
            taken.add(docId);
          }
          docs.push({
            content_id: row.content_id,
            doc_id: docId,
            create_time: row.create_time,
            // A forward is no work of its own: its document matches nothing, its source is found instead.
            tokens:
              row.forwarded_flag === 'yes'
                ? documentTokens('', false)
                : documentTokens(
                    `${row.title} ${tagsText(row.tags)} ${row.summary ?? ''}`,
                    row.state === 'publish' && row.access_scope === 'public',
                  ),
            isNew,
          });
        }
        const fresh = docs.filter((d) => d.isNew);
        if (fresh.length > 0) {
          await trx
            .insertInto('content_search_doc')
            .values(fresh.map((d) => ({ content_id: d.content_id, doc_id: d.doc_id, create_time: d.create_time })))
            .execute();
        }
        if (sqlite) {
          const old = docs.filter((d) => !d.isNew).map((d) => d.doc_id);
          if (old.length > 0) await sql`delete from content_fts where rowid in (${sql.join(old)})`.execute(trx);
          for (let i = 0; i < docs.length; i += 300) {
            const chunk = docs.slice(i, i + 300);
            await sql`insert into content_fts (rowid, tokens, content_id) values ${sql.join(
              chunk.map((d) => sql`(${d.doc_id}, ${d.tokens}, ${d.content_id})`),
            )}`.execute(trx);
          }
        } else {
          for (let i = 0; i < docs.length; i += 500) {
            const chunk = docs.slice(i, i + 500);
            await sql`insert into content_fts (doc_id, content_id, tokens) values ${sql.join(
              chunk.map((d) => sql`(${d.doc_id}, ${d.content_id}, to_tsvector('simple', ${d.tokens}))`),
            )} on conflict (content_id) do update set tokens = excluded.tokens`.execute(trx);
          }
        }
        await trx
          .insertInto('search_state')
          .values({ name: STATE_KEY, value: JSON.stringify(next) })
          .onConflict((oc) => oc.column('name').doUpdateSet({ value: JSON.stringify(next) }))
          .execute();
      });
      this.mark = next;
      indexed += rows.length;
      if (rows.length < BATCH) break;
    }
    return indexed;
  }

  /** Drops the documents of deleted posts; answers how many went. */
  async prune(): Promise<number> {
    const gone = await this.db
      .selectFrom('content_search_doc as d')
      .select(['d.content_id', 'd.doc_id'])
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('content as c').select('c.content_id').whereRef('c.content_id', '=', 'd.content_id'))),
      )
      .limit(BATCH)
      .execute();
    if (gone.length === 0) return 0;
    await this.db.transaction().execute(async (trx) => {
      const ids = gone.map((g) => Number(g.doc_id));
      if (isSqlite(trx)) await sql`delete from content_fts where rowid in (${sql.join(ids)})`.execute(trx);
      else await trx.deleteFrom('content_fts').where('doc_id', 'in', ids).execute();
      await trx
        .deleteFrom('content_search_doc')
        .where(
          'content_id',
          'in',
          gone.map((g) => g.content_id),
        )
        .execute();
    });
    return gone.length;
  }

  /**
   * `GET /api/ee/search`: posts (default), members or activities whose title (name) contains the query, newest
   * first, each with its title cut into highlighted parts. Posts go through `contentVisibleTo`, and a member's
   * 屏蔽此条 posts are left out.
   */
  async search(viewer: Viewer, query: SearchQuery, mutes?: MuteSet): Promise<PagedList<SearchResult>> {
    const page = resolvePage(query, searchContract.pageSize);
    if (query.type === SearchType.user) return this.searchUsers(query.title, page);
    const activities = query.type === SearchType.activity;
    const asked = queryTerms(query.title);
    if (asked.length === 0) return emptyPage(page);
    // A visitor sees exactly the published public posts: the marker limits the index to them.
    const terms: QueryTerm[] = viewer ? asked : [...asked, { kind: 'word', word: PUBLIC_MARKER, prefix: false }];
    await this.sync();
    const db = this.db;
    const sqlite = isSqlite(db);
    const matchSql = sqlite
      ? sql<boolean>`f.tokens match ${fts5Query(terms)}`
      : sql<boolean>`f.tokens @@ to_tsquery('simple', ${tsQuery(terms)})`;
    const matches = () => {
      const q = db
        .selectFrom('content_fts as f')
        .innerJoin('content', 'content.content_id', 'f.content_id')
        .where(contentVisibleTo(viewer))
        .where('content.forwarded_flag', '=', 'no')
        .where(matchSql)
        .where((eb) =>
          activities
            ? eb.and([
                eb('content.type', '=', 'activity'),
                eb.exists(
                  eb
                    .selectFrom('activity')
                    .select('activity.activity_id')
                    .whereRef('activity.content_id', '=', 'content.content_id')
                    .where('activity.state', '=', 'publish'),
                ),
              ])
            : sql<boolean>`1 = 1`,
        );
      if (!viewer) return q;
      // The member's hidden words leave the results and the total.
      const hidden = withoutHiddenWords(['content.title'], mutes);
      return q
        .$if(hidden !== undefined, (qb) => qb.where(hidden as NonNullable<typeof hidden>))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('content_shield')
                .select('content_shield.content_id')
                .where('content_shield.user_id', '=', viewer.userId)
                .whereRef('content_shield.content_id', '=', 'content.content_id'),
            ),
          ),
        );
    };
    const order = sqlite ? sql`f.rowid` : sql`f.doc_id`;
    // A member's total needs each match's post (their scopes differ); a visitor's is counted in the index alone.
    const counted =
      viewer || activities
        ? matches().select('content.content_id').limit(SEARCH_TOTAL_CAP)
        : db.selectFrom('content_fts as f').select('f.content_id').where(matchSql).limit(SEARCH_TOTAL_CAP);
    const folded = viewer ? foldedWordColumn(['content.title'], mutes) : undefined;
    return pageFrom(
      page,
      (limit, offset) =>
        matches()
          .select(['content.content_id', 'content.title', 'content.cover', 'content.create_time'])
          .$if(folded !== undefined, (qb) => qb.select((folded as NonNullable<typeof folded>).as('muted_word')))
          .orderBy(order, query.order === 'asc' ? 'asc' : 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
      async () =>
        (
          await db
            .selectFrom(counted.as('m'))
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      async (rows) => {
        const activityIds = activities
          ? new Map(
              (
                await db
                  .selectFrom('activity')
                  .select(['activity_id', 'content_id', 'summary'])
                  .where('content_id', 'in', rows.map((r) => r.content_id).concat(['']))
                  .execute()
              ).map((a) => [a.content_id, a]),
            )
          : null;
        const records: SearchResult[] = rows.map((row) => ({
          type: activities ? SearchType.activity : SearchType.content,
          id: activityIds?.get(row.content_id)?.activity_id ?? row.content_id,
          ...(activityIds?.get(row.content_id)?.summary
            ? { summary: activityIds.get(row.content_id)?.summary ?? '' }
            : {}),
          title: row.title,
          ...(row.cover ? { cover: row.cover } : {}),
          createTime: row.create_time,
          highlight: highlight(row.title, query.title),
          ...(row.muted_word ? { folded: true, foldedWord: row.muted_word } : {}),
        }));
        return records;
      },
    );
  }

  private async searchUsers(text: string, page: Page): Promise<PagedList<SearchResult>> {
    return pageOf(
      this.db.selectFrom('user').where(sql<boolean>`username like ${likePattern(text)} escape '\\'`),
      page,
      (q) =>
        q
          .select(['user_id', 'username', 'avatar', 'signature', 'create_time'])
          .orderBy('create_time', 'desc')
          .orderBy('user_id', 'desc'),
      (rows) =>
        rows.map(
          (row): SearchResult => ({
            type: SearchType.user,
            id: row.user_id,
            title: row.username,
            ...(row.avatar ? { cover: row.avatar } : {}),
            ...(row.signature ? { summary: row.signature } : {}),
            createTime: row.create_time,
            highlight: highlight(row.username, text),
          }),
        ),
    );
  }
}
