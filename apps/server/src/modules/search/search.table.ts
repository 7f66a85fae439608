/** Row of `search_state`: progress of the indexer. */
export interface SearchStateTable {
  name: string;
  value: string;
}

/** Row of `content_search_doc`: the search document of a post; `doc_id` orders documents by creation time. */
export interface ContentSearchDocTable {
  content_id: string;
  doc_id: number;
  create_time: string;
}

/** Row of `content_fts` (an FTS5 table on SQLite, where `doc_id` is its rowid; a tsvector table on PostgreSQL). */
export interface ContentFtsTable {
  doc_id: number;
  content_id: string;
  tokens: string;
}

/** The tables of this module. */
export interface SearchTables {
  search_state: SearchStateTable;
  content_search_doc: ContentSearchDocTable;
  content_fts: ContentFtsTable;
}
