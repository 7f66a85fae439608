import { PAGE_SIZE, SearchType, type SearchResult } from '@yiying/models';
import { dateTime, recordSchema } from './json-schema.js';
import { searchPaths } from './paths.js';
import { EXAMPLE_TIME, examplePage, type RouteExamples } from './examples.js';
import { SEARCH_SORT_COLUMNS, searchQuery } from './search.schema.js';
export * from './search.schema.js';

/** `SearchResult`: one hit, `highlight` marking the matched words of its title. */
export const searchResultSchema = recordSchema<SearchResult>()({
  type: 'object',
  required: ['type', 'id', 'title'],
  properties: {
    type: { type: 'string', enum: Object.values(SearchType) },
    id: { type: 'string' },
    title: { type: 'string', description: '标题，用户为用户名' },
    cover: { type: 'string' },
    summary: { type: 'string' },
    createTime: dateTime,
    highlight: {
      type: 'array',
      description: '标题按命中与否切分（依次拼接即为 title）',
      items: {
        type: 'object',
        required: ['text', 'match'],
        properties: { text: { type: 'string' }, match: { type: 'boolean' } },
      },
    },
    folded: { type: 'boolean', description: '因当前用户的屏蔽词被折叠' },
    foldedWord: { type: 'string', description: '折叠所因的屏蔽词' },
  },
});

const exampleResult = {
  type: 'content',
  id: 'c1',
  title: '手术室的清晨',
  cover: '/files/demo/c1.jpg',
  summary: '值班后的手术室',
  createTime: EXAMPLE_TIME,
  highlight: [
    { text: '手术', match: true },
    { text: '室的清晨', match: false },
  ],
  folded: false,
  foldedWord: '',
} satisfies Required<SearchResult>;

/** Everything the search resource fixes. */
export const searchContract = {
  paths: searchPaths,
  pageSize: PAGE_SIZE.default,
  sortColumns: SEARCH_SORT_COLUMNS,
  listQuery: searchQuery,
  record: searchResultSchema,
  examples: { search: examplePage(exampleResult) } satisfies RouteExamples,
} as const;
