import { MediaKind, type ActivityKind, type ActivityRecord } from '@yiying/models';
import { asKysely } from '../../db/narrow.js';
import { ACTIVITY_MESSAGES, type ActivityCreateBody, type ActivityUpdateBody } from '@yiying/validation';
import type { ActivityDb } from './activity.db.js';
import { AppError, validationFailed } from '../../errors.js';
import { isoAt } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import {
  deleteContent,
  insertContent,
  isSiteFile,
  sanitizeArticle,
  updateContentRow,
  type Viewer,
} from '../content/index.js';
import { imageSourcesByUrl } from '../media/index.js';
import type { ActivityDeps } from './activity.deps.js';
import { activityDetail } from './activity.query.js';
import { activityRow, contentStateOf, countEntries, tagsJson } from './activity.rows.js';
import type { ActivityRow } from './activity.table.js';

function assertWindow(validStart: string, validEnd: string, voteStart: string | null, voteEnd: string | null): void {
  const errors: { field: string; message: string }[] = [];
  if (Date.parse(validEnd) <= Date.parse(validStart)) {
    errors.push({ field: 'validEnd', message: ACTIVITY_MESSAGES.windowOrder });
  }
  if (Boolean(voteStart) !== Boolean(voteEnd)) {
    errors.push({ field: 'voteEnd', message: ACTIVITY_MESSAGES.voteBothOrNone });
  } else if (voteStart && voteEnd && Date.parse(voteEnd) <= Date.parse(voteStart)) {
    errors.push({ field: 'voteEnd', message: ACTIVITY_MESSAGES.voteOrder });
  }
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors[0]?.message, errors);
}

async function assertRoadshow(db: ActivityDb, roadshowId: string | null | undefined): Promise<void> {
  if (!roadshowId) return;
  const found = await db
    .selectFrom('roadshow')
    .select('roadshow_id')
    .where('roadshow_id', '=', roadshowId)
    .executeTakeFirst();
  if (!found) throw new AppError('NOT_FOUND', ACTIVITY_MESSAGES.roadshowNotFound);
}

/**
 * The media ids of an activity's attachment URLs, in order: each must be a document under `/files/` that the admin
 * uploaded or that the activity's post already carries (another admin's earlier upload stays when the list is sent
 * back unchanged). Anything else is refused with a field error before a row is written.
 */
async function attachmentIds(
  deps: ActivityDeps,
  uploaderId: string,
  urls: readonly string[],
  contentId?: string,
): Promise<string[]> {
  if (urls.length === 0) return [];
  const refuse = (message: string) => validationFailed([{ field: 'attachments', message }]);
  if (!deps.media) throw refuse(ACTIVITY_MESSAGES.attachmentNotOwned);
  const linked = contentId ? ((await deps.media.ofContents(deps.db, [contentId])).get(contentId) ?? []) : [];
  const ids: string[] = [];
  for (const url of urls) {
    if (!isSiteFile(url)) throw refuse(ACTIVITY_MESSAGES.attachmentNotOwned);
    const found =
      linked.find((m) => m.url === url) ?? (await deps.media.ownedByUrl(deps.db, uploaderId, url)) ?? undefined;
    if (!found || found.url !== url) throw refuse(ACTIVITY_MESSAGES.attachmentNotOwned);
    if (found.kind !== MediaKind.file) throw refuse(ACTIVITY_MESSAGES.attachmentNotDocument);
    if (!ids.includes(found.mediaId)) ids.push(found.mediaId);
  }
  return ids;
}

/** The activity columns the editor writes; the rest (kind, state, counts, times) each write sets itself. */
type EditedColumns = Pick<
  ActivityRow,
  | 'title'
  | 'cover'
  | 'summary'
  | 'description'
  | 'talk_topic'
  | 'content'
  | 'type'
  | 'submit_type'
  | 'activity_tags'
  | 'article_tags'
  | 'image_tags'
  | 'video_tags'
  | 'roadshow_id'
  | 'unlink'
  | 'valid_start'
  | 'valid_end'
  | 'vote_start'
  | 'vote_end'
>;

/**
 * `stored` with what `body` gives: a field left out keeps its column, an empty text clears it, the article is
 * sanitised. A new activity starts from the required fields of its body and nothing else.
 */
function edited(stored: EditedColumns, body: ActivityUpdateBody): EditedColumns {
  const text = (value: string | null | undefined, old: string | null) => (value !== undefined ? value || null : old);
  const tags = (value: string[] | undefined, old: string | null) => (value !== undefined ? tagsJson(value) : old);
  return {
    title: body.title ?? stored.title,
    cover: body.cover ?? stored.cover,
    summary: text(body.summary, stored.summary),
    description: text(body.description, stored.description),
    talk_topic: text(body.talkTopic, stored.talk_topic),
    content: body.content !== undefined ? (body.content ? sanitizeArticle(body.content) : null) : stored.content,
    type: body.type ?? stored.type,
    submit_type: text(body.submitType, stored.submit_type),
    activity_tags: tags(body.activityTags, stored.activity_tags),
    article_tags: tags(body.articleTags, stored.article_tags),
    image_tags: tags(body.imageTags, stored.image_tags),
    video_tags: tags(body.videoTags, stored.video_tags),
    roadshow_id: text(body.roadshowId, stored.roadshow_id),
    unlink: text(body.unlink, stored.unlink),
    valid_start: body.validStart ?? stored.valid_start,
    valid_end: body.validEnd ?? stored.valid_end,
    vote_start: text(body.voteStart, stored.vote_start),
    vote_end: text(body.voteEnd, stored.vote_end),
  };
}

/**
 * Checks an edit before any row is written: the window and voting phase in order, the road show it names, and the
 * attachments it sends (their media ids; undefined when the body leaves them as they are).
 */
async function checkEdit(
  deps: ActivityDeps,
  editorId: string,
  columns: EditedColumns,
  body: ActivityUpdateBody,
  contentId?: string,
): Promise<string[] | undefined> {
  assertWindow(columns.valid_start, columns.valid_end, columns.vote_start, columns.vote_end);
  await assertRoadshow(deps.db, body.roadshowId);
  return body.attachments !== undefined ? attachmentIds(deps, editorId, body.attachments, contentId) : undefined;
}

/**
 * What the post behind an activity repeats of it: lists, search and likes show the post. A cover that is a stored
 * picture (an upload, which made its renditions) gives the post its image source too, so collections and likes of the
 * activity draw it by `srcset` as they draw any post.
 */
async function postColumns(db: ActivityDb, columns: EditedColumns) {
  const coverImage = (await imageSourcesByUrl(db, [columns.cover])).get(columns.cover);
  return {
    title: columns.title,
    cover: columns.cover,
    cover_image: coverImage ? JSON.stringify(coverImage) : null,
    content: columns.summary || columns.description || null,
    tags: columns.activity_tags,
    talk_topic: columns.talk_topic,
  };
}

/** `POST /mng/activity/create`: the activity and the post that carries its likes, collections and views. */
export async function createActivity(
  deps: ActivityDeps,
  viewer: NonNullable<Viewer>,
  body: ActivityCreateBody,
): Promise<ActivityRecord> {
  const blank: EditedColumns = {
    title: body.title,
    cover: body.cover,
    summary: null,
    description: null,
    talk_topic: null,
    content: null,
    type: body.type,
    submit_type: null,
    activity_tags: null,
    article_tags: null,
    image_tags: null,
    video_tags: null,
    roadshow_id: null,
    unlink: null,
    valid_start: body.validStart,
    valid_end: body.validEnd,
    vote_start: null,
    vote_end: null,
  };
  const columns = edited(blank, body);
  const attachments = await checkEdit(deps, viewer.userId, columns, body);
  const now = deps.clock();
  const nowIso = isoAt(now);
  const activityId = newId(now);
  const contentId = newId(now);
  const state = body.state as ActivityRow['state'];
  const post = await postColumns(deps.db, columns);
  await deps.db.transaction().execute(async (transaction) => {
    const trx = asKysely(transaction);
    await insertContent(trx, {
      ...post,
      content_id: contentId,
      parent_id: null,
      category_id: null,
      circle_id: null,
      type: 'activity',
      state: contentStateOf(state),
      likes_num: 0,
      collect_num: 0,
      comment_num: 0,
      hit_num: 0,
      forwarded_num: 0,
      forwarded_flag: 'no',
      thumbs: null,
      access_scope: 'public',
      create_time: nowIso,
      update_time: nowIso,
      create_by: viewer.userId,
      width: null,
      height: null,
      comments: 1,
      top_flag: 0,
      sort: 0,
    });
    await trx
      .insertInto('activity')
      .values({
        ...columns,
        activity_id: activityId,
        kind: body.kind as ActivityKind,
        content_id: contentId,
        model: 'article',
        state,
        join_num: 0,
        access_scope: 'public',
        create_by: viewer.userId,
        create_time: nowIso,
        update_time: nowIso,
      })
      .execute();
    if (deps.media && attachments && attachments.length > 0) await deps.media.link(trx, contentId, attachments);
  });
  deps.cache.invalidate();
  return activityDetail(deps, viewer, activityId);
}

/** `POST /mng/activity/update/{id}`: only the fields given change; the window and voting phase stay ordered. */
export async function updateActivity(
  deps: ActivityDeps,
  viewer: NonNullable<Viewer>,
  activityId: string,
  body: ActivityUpdateBody,
): Promise<ActivityRecord> {
  const row = await activityRow(deps.db, activityId);
  const columns = edited(row, body);
  const attachments = await checkEdit(deps, viewer.userId, columns, body, row.content_id);
  const nowIso = isoAt(deps.clock());
  const post = await postColumns(deps.db, columns);
  await deps.db.transaction().execute(async (transaction) => {
    const trx = asKysely(transaction);
    await trx
      .updateTable('activity')
      .set({ ...columns, update_time: nowIso })
      .where('activity_id', '=', activityId)
      .execute();
    await updateContentRow(trx, row.content_id, { ...post, update_time: nowIso });
    if (deps.media && attachments) await deps.media.link(trx, row.content_id, attachments);
  });
  deps.cache.invalidate();
  return activityDetail(deps, viewer, activityId);
}

/** `publish` (开放) or `down` (隐藏) an activity; its post follows so likes, lists and search follow too. */
export async function setActivityState(
  deps: ActivityDeps,
  viewer: NonNullable<Viewer>,
  activityId: string,
  state: 'publish' | 'down',
): Promise<ActivityRecord> {
  const row = await activityRow(deps.db, activityId);
  const nowIso = isoAt(deps.clock());
  await deps.db.transaction().execute(async (transaction) => {
    const trx = asKysely(transaction);
    await trx
      .updateTable('activity')
      .set({ state, update_time: nowIso })
      .where('activity_id', '=', activityId)
      .execute();
    await updateContentRow(trx, row.content_id, { state: contentStateOf(state), update_time: nowIso });
  });
  deps.cache.invalidate();
  return activityDetail(deps, viewer, activityId);
}

/** `POST /mng/activity/delete/{id}`: only an activity without entries (else hide it with `down`). */
export async function deleteActivity(
  deps: ActivityDeps,
  viewer: NonNullable<Viewer>,
  activityId: string,
): Promise<void> {
  const row = await activityRow(deps.db, activityId);
  if (row.join_num > 0 || (await countEntries(deps.db, activityId)) > 0) {
    throw new AppError('CONFLICT', ACTIVITY_MESSAGES.activityHasEntries);
  }
  await deleteContent(deps, viewer, row.content_id);
  await deps.db.deleteFrom('activity').where('activity_id', '=', activityId).execute();
}
