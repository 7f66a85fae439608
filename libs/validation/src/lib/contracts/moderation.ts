import { moderationPaths } from './paths.js';
import { EXAMPLE_TIME, examplePage, exampleUserBrief, type RouteExamples } from './examples.js';

export { moderationPaths };
export * from './moderation.schema.js';
import {
  ModerationItem,
  Watchword,
  moderationApproveBody,
  moderationBulkBody,
  moderationBulkSchema,
  moderationCountsSchema,
  moderationItemSchema,
  moderationListQuery,
  moderationRejectBody,
  watchwordBody,
  watchwordExportSchema,
  watchwordImportBody,
  watchwordImportSchema,
  watchwordListQuery,
  watchwordSchema,
  watchwordTestQuery,
  watchwordTestSchema,
} from './moderation.schema.js';

const exampleWord = {
  watchwordId: 'w1',
  word: '测试屏蔽词',
  action: 'block',
  pattern: false,
  note: '演示',
  createTime: EXAMPLE_TIME,
  updateTime: EXAMPLE_TIME,
} satisfies Required<Watchword>;

const exampleItem = {
  itemId: 'mi1',
  kind: 'content',
  mode: 'held',
  source: 'content',
  targetId: 'c1',
  contentId: 'c1',
  title: '待审示例的作品',
  text: '正文里有待审示例',
  matches: [{ word: '待审示例', action: 'hold', start: 4, end: 8 }],
  reason: '含审核词',
  state: 'pending',
  note: null,
  author: exampleUserBrief,
  createTime: EXAMPLE_TIME,
  handleTime: null,
} satisfies Required<ModerationItem>;

/** Everything the watch list and review queue calls fix. */
export const moderationContract = {
  paths: moderationPaths,
  pageSize: 20,
  queries: {
    words: watchwordListQuery,
    test: watchwordTestQuery,
    queue: moderationListQuery,
  },
  bodies: {
    word: watchwordBody,
    import: watchwordImportBody,
    approve: moderationApproveBody,
    reject: moderationRejectBody,
    bulk: moderationBulkBody,
  },
  records: {
    word: watchwordSchema,
    test: watchwordTestSchema,
    import: watchwordImportSchema,
    export: watchwordExportSchema,
    item: moderationItemSchema,
    counts: moderationCountsSchema,
    bulk: moderationBulkSchema,
  },
  examples: {
    adminListWatchwords: examplePage(exampleWord),
    adminCreateWatchword: exampleWord,
    adminUpdateWatchword: { ...exampleWord, action: 'hold' },
    adminImportWatchwords: { added: 3, updated: 1, errors: ['第 4 行：处理方式只能是屏蔽、审核、替换或标记'] },
    adminExportWatchwords: { fileName: '敏感词-2026-01-02.txt', text: '测试屏蔽词\t屏蔽\n' },
    adminTestWatchwords: {
      action: 'hold',
      result: '正文里有待审示例',
      plain: '正文里有待审示例',
      matches: [{ word: '待审示例', action: 'hold', start: 4, end: 8 }],
    },
    adminListModeration: examplePage(exampleItem),
    adminModerationCounts: { content: 1, comment: 0, name: 0, other: 0, report: 2, total: 3 },
    adminApproveModeration: { ...exampleItem, state: 'approved', handleTime: EXAMPLE_TIME },
    adminRejectModeration: { ...exampleItem, state: 'rejected', note: '含不当内容', handleTime: EXAMPLE_TIME },
    adminBulkModeration: { done: 2, failed: [{ itemId: 'mi3', message: '该项已处理' }] },
  } satisfies RouteExamples,
} as const;
