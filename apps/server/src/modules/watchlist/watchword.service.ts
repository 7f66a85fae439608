import { sql, type SqlBool } from 'kysely';
import type { PagedList } from '@yiying/models';
import {
  MODERATION_MESSAGES,
  WATCHWORD_ACTION_LABELS,
  WatchwordAction,
  type Watchword,
  type WatchwordBody,
  type WatchwordExport,
  type WatchwordImportResult,
  type WatchwordListQuery,
  type WatchwordTestResult,
} from '@yiying/validation';
import type { WatchlistDb } from './watchlist.db.js';
import { AppError } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { pageOf, resolvePage } from '../../lib/paging.js';
import {
  checkHtml,
  checkPlain,
  compilePattern,
  isPattern,
  matchKey,
  strongestAction,
  WatchMatcher,
  type CheckResult,
  type GuardOutcome,
  type QueuedEntry,
  type QueueHandler,
  type QueueNote,
  type TextGuard,
  type TextMatch,
  type TextSource,
} from '../../lib/text-guard/index.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { WatchwordRow } from './watchlist.table.js';

/** The matcher is read again at least this often, besides every change of the list. */
const MATCHER_TTL_MS = 60_000;

const ACTION_BY_LABEL: Record<string, WatchwordAction> = {
  屏蔽: 'block',
  审核: 'hold',
  替换: 'replace',
  标记: 'flag',
  block: 'block',
  hold: 'hold',
  replace: 'replace',
  flag: 'flag',
};

function toModel(row: WatchwordRow): Watchword {
  return {
    watchwordId: row.watchword_id,
    word: row.word,
    action: row.action,
    pattern: isPattern(row.word),
    note: row.note,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

/** The key that keeps one entry per word form: the normalised word, or the pattern as written. */
export function wordKey(word: string): string {
  const trimmed = word.trim();
  if (isPattern(trimmed)) {
    if (typeof compilePattern(trimmed) === 'string')
      throw new AppError('BAD_REQUEST', MODERATION_MESSAGES.patternInvalid);
    return trimmed;
  }
  const key = matchKey(trimmed);
  if (!key) throw new AppError('BAD_REQUEST', MODERATION_MESSAGES.wordEmpty);
  return key;
}

export interface WatchwordServiceOptions {
  db: WatchlistDb;
  clock: Clock;
}

/**
 * The watch list and its one compiled matcher: built once per list change (and at most a minute old) and shared by
 * every check of the process; `cache.invalidate()` reaches the other processes through the cluster.
 */
export class WatchwordService implements TextGuard {
  /** Holds the compiled matcher; shared with the cluster so a change anywhere rebuilds it everywhere. */
  readonly cache = new TtlCache(MATCHER_TTL_MS, 4);
  private readonly handlers = new Map<TextSource, QueueHandler>();

  constructor(private readonly options: WatchwordServiceOptions) {}

  private get db() {
    return this.options.db;
  }

  /** The compiled list (read from the database after a change). */
  matcher(): Promise<WatchMatcher> {
    return this.cache.get('matcher', async () => {
      const rows = await this.db.selectFrom('watchword').select(['watchword_id', 'word', 'action']).execute();
      return new WatchMatcher(rows.map((r) => ({ id: r.watchword_id, word: r.word, action: r.action })));
    });
  }

  async check(text: string, html = false): Promise<CheckResult> {
    const matcher = await this.matcher();
    return html ? checkHtml(matcher, text) : checkPlain(matcher, text);
  }

  async inspect<K extends string>(
    fields: Partial<Record<K, string | readonly string[] | null | undefined>>,
    options: { html?: readonly K[] } = {},
  ): Promise<GuardOutcome<K>> {
    const matcher = await this.matcher();
    const values: Partial<Record<K, string | string[]>> = {};
    const matches: TextMatch[] = [];
    let plain = '';
    const add = (result: CheckResult) => {
      if (plain) plain += '\n';
      for (const match of result.matches) {
        matches.push({ ...match, start: match.start + plain.length, end: match.end + plain.length });
      }
      plain += result.plain;
    };
    for (const key of Object.keys(fields) as K[]) {
      const value = fields[key];
      if (value === null || value === undefined) continue;
      if (typeof value === 'string') {
        const result = options.html?.includes(key) ? checkHtml(matcher, value) : checkPlain(matcher, value);
        add(result);
        values[key] = result.text;
      } else {
        const list: string[] = [];
        for (const item of value) {
          const result = checkPlain(matcher, item);
          add(result);
          list.push(result.text);
        }
        values[key] = list;
      }
    }
    const action = strongestAction(matches);
    if (action === 'block') throw new AppError('BAD_REQUEST', MODERATION_MESSAGES.blocked);
    return { action, values, plain: plain.trim() ? plain : plain, matches };
  }

  async enqueue(db: WatchlistDb, note: QueueNote): Promise<string> {
    const now = this.options.clock();
    const itemId = newId(now);
    await db
      .insertInto('moderation_item')
      .values({
        item_id: itemId,
        kind: note.kind,
        mode: note.mode,
        source: note.source,
        user_id: note.userId,
        target_id: note.targetId ?? null,
        content_id: note.contentId ?? null,
        title: note.title,
        text: note.plain,
        matches: JSON.stringify(
          note.matches.map((m) => ({ word: m.word, action: m.action, start: m.start, end: m.end })),
        ),
        reason: note.reason ?? (note.mode === 'held' ? '含审核词' : '含标记词'),
        payload: note.payload === undefined ? null : JSON.stringify(note.payload),
        state: 'pending',
        create_time: isoAt(now),
      })
      .execute();
    return itemId;
  }

  async flagAfterWrite(
    db: WatchlistDb,
    outcome: Pick<GuardOutcome<string>, 'action' | 'plain' | 'matches'>,
    note: Pick<QueueNote, 'source' | 'userId' | 'title' | 'targetId' | 'contentId'> & { kind?: QueueNote['kind'] },
  ): Promise<void> {
    if (outcome.action !== 'flag' && outcome.action !== 'hold') return;
    await this.enqueue(db, {
      ...note,
      kind: note.kind ?? 'other',
      mode: 'flagged',
      plain: outcome.plain,
      matches: outcome.matches,
      reason: outcome.action === 'hold' ? '含审核词（已发布，待复核）' : '含标记词',
    });
  }

  handle(source: TextSource, handler: QueueHandler): void {
    this.handlers.set(source, handler);
  }

  handlerOf(entry: QueuedEntry): QueueHandler | undefined {
    return this.handlers.get(entry.source);
  }

  // ---- the list, for the console ----

  async list(query: WatchwordListQuery): Promise<PagedList<Watchword>> {
    const page = resolvePage(query, 20);
    let base = this.db.selectFrom('watchword');
    if (query.search) {
      const pattern = `%${query.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      base = base.where(sql<SqlBool>`${sql.ref('word')} like ${pattern} escape '\\'`);
    }
    if (query.action) base = base.where('action', '=', query.action);
    const order = query.order === 'asc' ? 'asc' : 'desc';
    return pageOf(
      base,
      page,
      (q) => q.selectAll().orderBy('create_time', order).orderBy('watchword_id', order),
      (rows) => rows.map(toModel),
    );
  }

  async word(id: string): Promise<Watchword> {
    const row = await this.db.selectFrom('watchword').selectAll().where('watchword_id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', MODERATION_MESSAGES.wordNotFound);
    return toModel(row);
  }

  private async assertFree(key: string, except?: string): Promise<void> {
    let query = this.db.selectFrom('watchword').select('watchword_id').where('word_key', '=', key);
    if (except) query = query.where('watchword_id', '!=', except);
    if (await query.executeTakeFirst()) throw new AppError('CONFLICT', MODERATION_MESSAGES.wordExists);
  }

  async create(adminId: string | null, body: WatchwordBody): Promise<Watchword> {
    const key = wordKey(body.word);
    await this.assertFree(key);
    const now = this.options.clock();
    const id = newId(now);
    await this.db
      .insertInto('watchword')
      .values({
        watchword_id: id,
        word: body.word.trim(),
        word_key: key,
        action: body.action,
        note: body.note || null,
        create_by: adminId,
        create_time: isoAt(now),
        update_time: isoAt(now),
      })
      .execute();
    this.cache.invalidate();
    return this.word(id);
  }

  async update(id: string, body: WatchwordBody): Promise<Watchword> {
    await this.word(id);
    const key = wordKey(body.word);
    await this.assertFree(key, id);
    await this.db
      .updateTable('watchword')
      .set({
        word: body.word.trim(),
        word_key: key,
        action: body.action,
        note: body.note || null,
        update_time: isoAt(this.options.clock()),
      })
      .where('watchword_id', '=', id)
      .execute();
    this.cache.invalidate();
    return this.word(id);
  }

  async remove(id: string): Promise<void> {
    await this.word(id);
    await this.db.deleteFrom('watchword').where('watchword_id', '=', id).execute();
    this.cache.invalidate();
  }

  /**
   * Reads a file of `word<TAB>action` lines (action as 屏蔽 / 审核 / 替换 / 标记 or its English name; 屏蔽 when
   * absent; a comma also separates); `#` lines and blank lines are skipped. A word already listed takes the file's
   * action. All or nothing: the lines taken are written in one transaction.
   */
  async import(adminId: string | null, text: string): Promise<WatchwordImportResult> {
    const errors: string[] = [];
    const wanted = new Map<string, { word: string; action: WatchwordAction; note: string | null }>();
    text.split(/\r?\n/).forEach((raw, index) => {
      const line = raw.replace(/^\uFEFF/, '').trim();
      if (!line || line.startsWith('#')) return;
      const parts = line.includes('\t') ? line.split('\t') : isPattern(line) ? [line] : line.split(',');
      const word = (parts[0] ?? '').trim();
      const label = (parts[1] ?? '屏蔽').trim();
      const action = ACTION_BY_LABEL[label] ?? ACTION_BY_LABEL[label.toLowerCase()];
      const where = `第 ${index + 1} 行`;
      if (!action) return void errors.push(`${where}：${MODERATION_MESSAGES.actionInvalid}`);
      if (word.length > 100) return void errors.push(`${where}：${MODERATION_MESSAGES.wordMax}`);
      try {
        const key = wordKey(word);
        wanted.set(key, { word, action, note: (parts[2] ?? '').trim().slice(0, 200) || null });
      } catch (error) {
        errors.push(`${where}：${error instanceof Error ? error.message : String(error)}`);
      }
    });
    const now = isoAt(this.options.clock());
    let added = 0;
    let updated = 0;
    await this.db.transaction().execute(async (trx) => {
      const keys = [...wanted.keys()];
      const existing = new Map<string, string>();
      for (let i = 0; i < keys.length; i += 500) {
        const rows = await trx
          .selectFrom('watchword')
          .select(['watchword_id', 'word_key'])
          .where('word_key', 'in', keys.slice(i, i + 500))
          .execute();
        for (const row of rows) existing.set(row.word_key, row.watchword_id);
      }
      const inserts = [];
      let serial = 0;
      for (const [key, entry] of wanted) {
        const id = existing.get(key);
        if (id) {
          await trx
            .updateTable('watchword')
            .set({ word: entry.word, action: entry.action, note: entry.note, update_time: now })
            .where('watchword_id', '=', id)
            .execute();
          updated++;
        } else {
          inserts.push({
            watchword_id: `${newId(this.options.clock())}${(serial++).toString(36)}`,
            word: entry.word,
            word_key: key,
            action: entry.action,
            note: entry.note,
            create_by: adminId,
            create_time: now,
            update_time: now,
          });
        }
      }
      for (let i = 0; i < inserts.length; i += 200) {
        await trx
          .insertInto('watchword')
          .values(inserts.slice(i, i + 200))
          .execute();
      }
      added = inserts.length;
    });
    this.cache.invalidate();
    return { added, updated, errors: errors.slice(0, 100) };
  }

  /** The whole list as import reads it: `word<TAB>action label<TAB>note` lines. */
  async export(): Promise<WatchwordExport> {
    const rows = await this.db
      .selectFrom('watchword')
      .select(['word', 'action', 'note'])
      .orderBy('create_time', 'asc')
      .orderBy('watchword_id', 'asc')
      .execute();
    const lines = [
      '# 医影敏感词：每行「词<TAB>处理方式<TAB>备注」，处理方式为 屏蔽、审核、替换 或 标记；/…/ 为正则',
      ...rows.map((r) => [r.word, WATCHWORD_ACTION_LABELS[r.action], r.note ?? ''].join('\t').replace(/\t+$/, '')),
    ];
    const day = isoAt(this.options.clock()).slice(0, 10);
    return { fileName: `敏感词-${day}.txt`, text: `${lines.join('\n')}\n` };
  }

  /** What a text would trigger (the 测试 box): read as an article when it holds tags. */
  async test(text: string): Promise<WatchwordTestResult> {
    const result = await this.check(text, /<[a-z][^>]*>/i.test(text));
    return {
      action: result.action,
      result: result.text,
      plain: result.plain,
      matches: result.matches.map((m) => ({ word: m.word, action: m.action, start: m.start, end: m.end })),
    };
  }
}

/** The `source` of every TextSource, for the queue's label. */
export const SOURCE_LABELS: Record<TextSource, string> = {
  content: '作品',
  comment: '评论',
  reply: '回复',
  chat: '私信',
  username: '昵称',
  signature: '签名',
  album: '相册',
  circle: '圈子',
  guestbook: '留言',
  enroll: '报名表',
};
