import { TAG_ALL } from './constants.js';

export interface ParseTagsOptions {
  /** Put 全部 first (once), for filter bars. */
  withAll?: boolean;
}

/**
 * Tags from a comma-separated string (ASCII or full-width commas) or a list:
 * trimmed, empties dropped, duplicates removed keeping the first, optionally 全部 first.
 */
export function parseTags(
  input: string | readonly (string | null | undefined)[] | null | undefined,
  options: ParseTagsOptions = {},
): string[] {
  const parts = Array.isArray(input)
    ? input.flatMap((part) => (typeof part === 'string' ? part.split(/[,，]/) : []))
    : typeof input === 'string'
      ? input.split(/[,，]/)
      : [];
  const seen = new Set<string>();
  if (options.withAll) seen.add(TAG_ALL);
  const tags: string[] = options.withAll ? [TAG_ALL] : [];
  for (const part of parts) {
    const tag = part.trim();
    if (tag && !seen.has(tag)) {
      seen.add(tag);
      tags.push(tag);
    }
  }
  return tags;
}

/** Tags back to the comma-separated form the API stores. */
export function joinTags(tags: readonly string[]): string {
  return parseTags(tags).join(',');
}

/**
 * A list field that may arrive as an array, a JSON array string or a comma-separated string
 * (thumbs, images): trimmed and without empties, order and repeats kept.
 */
export function splitList(input: string | readonly unknown[] | null | undefined): string[] {
  let items: readonly unknown[] = [];
  if (Array.isArray(input)) items = input;
  else if (typeof input === 'string') {
    const text = input.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        items = Array.isArray(parsed) ? parsed : [];
      } catch {
        items = text.split(',');
      }
    } else items = text.split(',');
  }
  return items
    .filter((x): x is string => typeof x === 'string')
    .map((x) => x.trim())
    .filter(Boolean);
}
