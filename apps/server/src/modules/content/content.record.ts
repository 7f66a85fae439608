import type { ContentRecord, ImageSource, PatientConsent } from '@yiying/models';
import type { ContentWithCreatorRow } from './content.filter.js';

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** How many texts of each column kind {@link parsedColumn} keeps before it starts over. */
export const PARSED_TEXTS_KEPT = 4096;

/**
 * A JSON column's value by its text: list pages read the same few covers, thumbs and tags again and again, and
 * parsing them anew took about a twentieth of an uncached list request. The values are shared by every record made
 * from the same text, so they are frozen: a caller that changed one would change them all, and fails instead.
 */
function parsedColumn<T>(kept: Map<string, T>, raw: string | null, convert: (parsed: unknown) => T): T {
  if (!raw) return convert(null);
  const known = kept.get(raw);
  if (known !== undefined) return known;
  const value = deepFreeze(convert(parseJson(raw)));
  if (kept.size >= PARSED_TEXTS_KEPT) kept.clear();
  kept.set(raw, value);
  return value;
}

const stringLists = new Map<string, string[]>();
const imageSources = new Map<string, ImageSource | null>();

function parseStrings(raw: string | null): string[] {
  return parsedColumn(stringLists, raw, (parsed) =>
    Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [],
  );
}

function parseImageSource(raw: string | null): ImageSource | null {
  return parsedColumn(imageSources, raw, (parsed) =>
    parsed && typeof parsed === 'object' && typeof (parsed as ImageSource).url === 'string'
      ? (parsed as ImageSource)
      : null,
  );
}

/**
 * Row → API record. `parent` is added by the service for forwards. `body: false` leaves the article body out even
 * when the row has it (lists never send bodies).
 */
export function contentRowToModel(row: ContentWithCreatorRow, { body = true }: { body?: boolean } = {}): ContentRecord {
  const record: ContentRecord = {
    contentId: row.content_id,
    parentId: row.parent_id,
    categoryId: row.category_id,
    circleId: row.circle_id,
    title: row.title,
    cover: row.cover,
    type: row.type,
    state: row.state,
    talkTopic: row.talk_topic,
    likesNum: row.likes_num,
    collectNum: row.collect_num,
    commentNum: row.comment_num,
    hitNum: row.hit_num,
    forwardedNum: row.forwarded_num,
    forwardedFlag: row.forwarded_flag,
    thumbs: parseStrings(row.thumbs),
    accessScope: row.access_scope,
    createTime: row.create_time,
    updateTime: row.update_time,
    createBy: row.create_by,
    comments: row.comments,
    tags: parseStrings(row.tags),
    sensitive: row.sensitive === 1,
    showExif: row.show_exif === 1,
    patientConsent: (row.patient_consent ?? null) as PatientConsent | null,
    coverImage: parseImageSource(row.cover_image),
    creator: {
      userId: row.create_by,
      username: row.creator_username,
      avatar: row.creator_avatar,
      type: row.creator_type,
    },
  };
  if (body && row.content !== undefined && row.content !== null) record.content = row.content;
  if (row.viewer_liked !== undefined) record.liked = Boolean(row.viewer_liked);
  if (row.viewer_collected !== undefined) record.collected = Boolean(row.viewer_collected);
  if (row.width !== null) record.width = row.width;
  if (row.height !== null) record.height = row.height;
  if (row.muted_word) {
    record.folded = true;
    record.foldedWord = row.muted_word;
  }
  if (row.moderation_state === 'hidden' || row.moderation_state === 'held') {
    record.moderated = true;
    record.moderationReason = row.moderation_reason ?? '';
    record.moderationState = row.moderation_state;
  }
  if (row.moderation_state === 'held') {
    record.held = true;
    record.moderationReason = row.moderation_reason ?? '';
  }
  return record;
}
