import { SearchType } from './enums/forms.js';

/** One part of a highlighted search title: `match` marks the words the query matched. */
export interface SearchHighlight {
  text: string;
  match: boolean;
}

/** One hit of the site search. */
export interface SearchResult {
  type: SearchType;
  id: string;
  title: string;
  cover?: string;
  summary?: string;
  createTime?: string;
  /** `title` cut into matched and unmatched parts, in order (joined they give `title`). */
  highlight?: SearchHighlight[];
  /** Folded by one of the viewer's mutes (折叠). */
  folded?: boolean;
  /** The muted word the hit contains, when `folded`. */
  foldedWord?: string;
}

type RawSearch = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/**
 * API search row → search result. The type comes from `type` when it names a search type,
 * else from the id field present (userId, activityId, contentId); a user's title is the username.
 */
export function toSearchResult(raw: RawSearch): SearchResult | null {
  let type: SearchType | null = null;
  const given = raw['type'];
  if (given === SearchType.user || given === SearchType.content || given === SearchType.activity) type = given;
  else if (raw['activityId']) type = SearchType.activity;
  else if (raw['contentId']) type = SearchType.content;
  else if (raw['userId'] && (raw['username'] || raw['nickname'])) type = SearchType.user;
  if (!type) return null;
  const id =
    type === SearchType.user
      ? text(raw['userId'] ?? raw['id'])
      : type === SearchType.activity
        ? text(raw['activityId'] ?? raw['id'])
        : text(raw['contentId'] ?? raw['id']);
  const title = text(raw['title']) || text(raw['username']) || text(raw['nickname']);
  const result: SearchResult = { type, id, title };
  const cover = text(raw['cover']) || text(raw['avatar']);
  if (cover) result.cover = cover;
  const summary = text(raw['summary']) || text(raw['signature']);
  if (summary) result.summary = summary;
  return result;
}

/** Converts search rows, dropping rows of no known type. */
export function toSearchResults(rows: readonly RawSearch[]): SearchResult[] {
  return rows.map(toSearchResult).filter((r): r is SearchResult => r !== null);
}
