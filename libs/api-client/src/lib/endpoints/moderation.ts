import type { PagedList } from '@yiying/models';
import {
  moderationPaths,
  type ModerationBulkResult,
  type ModerationCounts,
  type ModerationItem,
  type ModerationListQuery,
  type Watchword,
  type WatchwordBody,
  type WatchwordExport,
  type WatchwordImportResult,
  type WatchwordListQuery,
  type WatchwordTestResult,
} from '@yiying/validation';
import type { Transport } from '../transport.js';
import { fillPath } from './path.js';

/** 敏感词 and 审核队列 of the admin console (admins only). */
export interface ModerationApi {
  words(params?: Partial<WatchwordListQuery>): Promise<PagedList<Watchword>>;
  createWord(body: WatchwordBody): Promise<Watchword>;
  updateWord(watchwordId: string, body: WatchwordBody): Promise<Watchword>;
  deleteWord(watchwordId: string): Promise<void>;
  /** The file's text: `word<TAB>action` lines. */
  importWords(text: string): Promise<WatchwordImportResult>;
  exportWords(): Promise<WatchwordExport>;
  /** What a text would trigger; nothing is saved. */
  testWords(text: string): Promise<WatchwordTestResult>;
  queue(params?: Partial<ModerationListQuery>): Promise<PagedList<ModerationItem>>;
  counts(): Promise<ModerationCounts>;
  approve(itemId: string, note?: string): Promise<ModerationItem>;
  reject(itemId: string, reason: string): Promise<ModerationItem>;
  bulk(ids: readonly string[], decision: 'approve' | 'reject', reason?: string): Promise<ModerationBulkResult>;
}

export function createModerationApi(client: Pick<Transport, 'get' | 'post' | 'list'>): ModerationApi {
  return {
    words: (params = {}) =>
      client.list<Watchword>(moderationPaths.words.path, { ...params }, { pageNum: 1, pageSize: 20 }),
    createWord: (body) => client.post<Watchword>(moderationPaths.createWord.path, body),
    updateWord: (id, body) => client.post<Watchword>(fillPath(moderationPaths.updateWord.path, { id }), body),
    deleteWord: async (id) => {
      await client.post(fillPath(moderationPaths.deleteWord.path, { id }));
    },
    importWords: (text) => client.post<WatchwordImportResult>(moderationPaths.importWords.path, { text }),
    exportWords: () => client.get<WatchwordExport>(moderationPaths.exportWords.path),
    testWords: (text) => client.get<WatchwordTestResult>(moderationPaths.testWords.path, { text }),
    queue: (params = {}) =>
      client.list<ModerationItem>(moderationPaths.queue.path, { ...params }, { pageNum: 1, pageSize: 20 }),
    counts: () => client.get<ModerationCounts>(moderationPaths.counts.path),
    approve: (id, note) =>
      client.post<ModerationItem>(fillPath(moderationPaths.approve.path, { id }), note ? { note } : {}),
    reject: (id, reason) => client.post<ModerationItem>(fillPath(moderationPaths.reject.path, { id }), { reason }),
    bulk: (ids, decision, reason) =>
      client.post<ModerationBulkResult>(moderationPaths.bulk.path, {
        ids: [...ids],
        decision,
        ...(reason ? { reason } : {}),
      }),
  };
}
