import { normalizeTitle, type ContentRecord } from '@yiying/models';
import { MESSAGES, contentSchema, validate, type ContentCreateBody, type ContentUpdateBody } from '@yiying/validation';
import type { ContentDb } from './content.db.js';
import { AppError, validationFailed } from '../../errors.js';
import { isoAt } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { articleImageUrls } from './article-html.js';
import { forwardChanges, recountForwards } from './forward-rules.js';
import { contentRowToModel } from './content.record.js';
import { deleteContentRow, insertContent, updateContentRow, type ContentChanges } from './content.mutations.js';
import type { ContentWithCreatorRow } from './content.filter.js';
import type { NewContentRow } from './content.table.js';
import type { Viewer } from './visibility.js';
import { requirePatientConsent } from './patient-consent.js';
import { type ContentDeps, runWriteChecks } from './content.service.js';
import { CONTENT_HELD_MESSAGE, CONTENT_MODERATED_MESSAGE, guardPost, moderationOf } from './content.guard.js';
import { linkTopics, talkTopicOf } from './content.topics.js';
import { contentDetail, visiblePost } from './content.list.js';
import {
  type PostFields,
  type PreparedMedia,
  fieldError,
  holdForPictures,
  prepareMedia,
} from './content.post-media.js';

/**
 * `POST /web/content/create`: one transaction writes the post, its topic links and its file links, so a failure
 * leaves nothing behind. The anonymous list cache is invalidated, so the post shows on Home at once.
 */
export async function createContent(
  deps: ContentDeps,
  viewer: NonNullable<Viewer>,
  body: ContentCreateBody,
): Promise<ContentRecord> {
  const { db, clock, cache, media } = deps;
  const title = normalizeTitle(body.title).trim();
  const followUps = await runWriteChecks(deps, {
    action: 'create',
    writer: { userId: viewer.userId, admin: viewer.admin, own: true },
    circleId: body.circleId || null,
    categoryId: body.categoryId || null,
  });
  const prepared = await prepareMedia(deps, viewer.userId, { ...body, title });
  if (body.state === 'publish') {
    await requirePatientConsent(deps, {
      circleId: body.circleId || null,
      categoryId: body.categoryId || null,
      mediaIds: [...prepared.bodyIds, ...(prepared.coverId ? [prepared.coverId] : [])],
      consent: body.patientConsent,
    });
  }
  const guarded = await guardPost(
    deps,
    { title, content: prepared.content || null, tags: body.tags },
    body.type === 'article',
  );
  const now = clock();
  const nowIso = isoAt(now);
  const contentId = newId(now);
  const row: NewContentRow = {
    content_id: contentId,
    parent_id: null,
    category_id: body.categoryId || null,
    circle_id: body.circleId || null,
    cover: prepared.cover,
    type: body.type as NewContentRow['type'],
    state: body.state as NewContentRow['state'],
    likes_num: 0,
    collect_num: 0,
    comment_num: 0,
    hit_num: 0,
    forwarded_num: 0,
    forwarded_flag: 'no',
    thumbs: prepared.thumbs.length > 0 ? JSON.stringify(prepared.thumbs) : null,
    content: guarded.content,
    access_scope: body.accessScope as NewContentRow['access_scope'],
    create_time: nowIso,
    update_time: nowIso,
    create_by: viewer.userId,
    width: prepared.width,
    height: prepared.height,
    comments: body.comments,
    top_flag: 0,
    sort: 0,
    tags: guarded.tags && guarded.tags.length > 0 ? JSON.stringify(guarded.tags) : null,
    sensitive: body.sensitive ? 1 : 0,
    show_exif: body.showExif ? 1 : 0,
    patient_consent: body.patientConsent ?? null,
    cover_image: prepared.coverImage,
    title: guarded.title,
    talk_topic: talkTopicOf(guarded.title),
    ...moderationOf(guarded.action, body.state),
  };
  await db.transaction().execute(async (trx) => {
    await insertContent(trx, row);
    await linkTopics(trx, contentId, guarded.title, nowIso, now);
    if (media && (prepared.bodyIds.length > 0 || prepared.coverId)) {
      await media.link(trx, contentId, prepared.bodyIds, prepared.coverId);
    }
    for (const followUp of followUps) await followUp(trx);
    await holdForPictures(trx, media, contentId);
  });
  cache.invalidate();
  return contentDetail(deps, viewer, contentId);
}

/** The post as `contentSchema` fields, for re-checking it after a patch. */
function storedFields(row: ContentWithCreatorRow, mediaIds: string[]): PostFields {
  const record = contentRowToModel(row);
  return {
    type: row.type,
    state: row.state,
    title: row.title,
    content: row.content ?? '',
    cover: row.cover,
    mediaIds,
    tags: record.tags ?? [],
    accessScope: row.access_scope,
    sensitive: row.sensitive === 1,
    showExif: row.show_exif === 1,
    comments: row.comments,
    categoryId: row.category_id ?? undefined,
    circleId: row.circle_id ?? undefined,
  } as PostFields;
}

/** Loads a post for a write: 404 when `viewer` cannot see it, 403 拒绝访问 unless they wrote it (or are an admin). */
async function postForWrite(db: ContentDb, viewer: NonNullable<Viewer>, contentId: string) {
  const row = await visiblePost(db, viewer, contentId);
  const own = row.create_by === viewer.userId;
  if (!own && !viewer.admin) throw new AppError('FORBIDDEN');
  return { row, own };
}

/**
 * `POST /web/content/update/{id}`: applies the patch to the stored post and checks the result with `contentSchema`,
 * so a published post stays complete (`down` is checked as published). Only the author edits; an admin may hide
 * (`down`) or re-open any post but changes nothing else of another member's post.
 */
export async function updateContent(
  deps: ContentDeps,
  viewer: NonNullable<Viewer>,
  contentId: string,
  patch: ContentUpdateBody,
): Promise<ContentRecord> {
  const { db, clock, cache, media } = deps;
  const { row, own } = await postForWrite(db, viewer, contentId);
  const changedKeys = Object.entries(patch)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
  // An admin hides or re-opens another member's post; turning it into a draft or editing it is the author's.
  if (!own && (changedKeys.some((key) => key !== 'state') || patch.state === 'create')) {
    throw new AppError('FORBIDDEN');
  }
  // 已被管理员隐藏 is the admin's state: only `/mng/content/restore` (audited) ends it.
  if (
    (row.moderation_state === 'hidden' || row.moderation_state === 'held') &&
    patch.state !== undefined &&
    patch.state !== row.state
  ) {
    throw new AppError('FORBIDDEN', CONTENT_MODERATED_MESSAGE);
  }
  // A held post waits for the review queue: its author may edit it, not publish or withdraw it.
  if (row.moderation_state === 'held' && patch.state !== undefined && patch.state !== row.state) {
    throw new AppError('FORBIDDEN', CONTENT_HELD_MESSAGE);
  }

  if (own && row.forwarded_flag === 'yes') {
    // A forward holds its text and a reference, never the source's files; its scope never widens the source's.
    const changes = await forwardChanges(
      db,
      row,
      patch,
      { required: MESSAGES.forwardTitleRequired, max: MESSAGES.forwardTitleMax, maxLength: 64 },
      normalizeTitle,
    );
    await updateContentRow(db, contentId, { ...changes, update_time: isoAt(clock()) });
    cache.invalidate();
    return contentDetail(deps, viewer, contentId);
  }

  const movedCircle = patch.circleId !== undefined && (patch.circleId || null) !== row.circle_id;
  const movedCategory = patch.categoryId !== undefined && (patch.categoryId || null) !== row.category_id;
  const followUps = await runWriteChecks(deps, {
    action: 'update',
    contentId,
    writer: { userId: viewer.userId, admin: viewer.admin, own },
    circleId: own && movedCircle ? patch.circleId || null : undefined,
    categoryId: own && movedCategory ? patch.categoryId || null : undefined,
  });

  const storedMedia = media ? ((await media.ofContents(db, [contentId])).get(contentId) ?? []) : [];
  const bodyKinds = row.type === 'image' || row.type === 'video';
  // An article's inline images are linked from its HTML, not from `mediaIds`: what remains are its attachments.
  const inline = new Set(row.type === 'article' ? articleImageUrls(row.content ?? '') : []);
  const storedIds = storedMedia
    .filter((m) => !inline.has(m.url) && !(m.renditions ?? []).some((r) => inline.has(r.url)))
    .map((m) => m.mediaId);
  // Posts written before files were tracked count their `thumbs` as their images.
  const legacyThumbs = bodyKinds && storedIds.length === 0 ? (contentRowToModel(row).thumbs ?? []) : [];
  const currentIds = legacyThumbs.length > 0 ? legacyThumbs : storedIds;
  const merged: Record<string, unknown> = { ...storedFields(row, currentIds) };
  for (const key of changedKeys) merged[key] = patch[key as keyof ContentUpdateBody];
  if (patch.title !== undefined) merged['title'] = normalizeTitle(patch.title).trim();
  // A hidden post keeps the completeness of a published one (a hidden draft that of a draft).
  const nextState = merged['state'] as string;
  const checkState = nextState === 'down' ? (row.state === 'create' ? 'create' : 'publish') : nextState;
  const checked = validate(contentSchema, { ...merged, state: checkState });
  if (!checked.ok) throw validationFailed(checked.errors);
  const fields = { ...checked.value, state: checkState } as PostFields;

  const changes: ContentChanges = { update_time: isoAt(clock()), state: nextState as ContentChanges['state'] };
  const touchesMedia =
    own &&
    (patch.mediaIds !== undefined ||
      patch.cover !== undefined ||
      (row.type === 'article' && patch.content !== undefined));
  let prepared: PreparedMedia | undefined;
  if (touchesMedia) {
    prepared = await prepareMedia(deps, row.create_by, fields);
    Object.assign(changes, {
      cover: prepared.cover,
      cover_image: prepared.coverImage,
      width: prepared.width,
      height: prepared.height,
      thumbs: prepared.thumbs.length > 0 ? JSON.stringify(prepared.thumbs) : null,
    });
  } else if (own && row.type === 'video' && checkState === 'publish' && !row.cover) {
    throw fieldError('cover', MESSAGES.coverRequired);
  }
  // The author publishes (or keeps published) a post: the stored answer counts unless a new one is sent.
  if (own && nextState === 'publish') {
    await requirePatientConsent(deps, {
      circleId: fields.circleId || null,
      categoryId: fields.categoryId || null,
      mediaIds: prepared
        ? [...prepared.bodyIds, ...(prepared.coverId ? [prepared.coverId] : [])]
        : storedMedia.map((m) => m.mediaId),
      consent: patch.patientConsent ?? row.patient_consent,
    });
  }
  if (own) {
    Object.assign(changes, {
      title: fields.title ?? '',
      talk_topic: talkTopicOf(fields.title ?? ''),
      content:
        row.type === 'article'
          ? (prepared?.content ?? row.content)
          : patch.content !== undefined
            ? fields.content || null
            : row.content,
      tags: fields.tags && fields.tags.length > 0 ? JSON.stringify(fields.tags) : null,
      access_scope: fields.accessScope,
      sensitive: fields.sensitive ? 1 : 0,
      show_exif: fields.showExif ? 1 : 0,
      ...(patch.patientConsent !== undefined ? { patient_consent: patch.patientConsent } : {}),
      comments: fields.comments,
      category_id: fields.categoryId || null,
      circle_id: fields.circleId || null,
    } satisfies ContentChanges);
    const guarded = await guardPost(
      deps,
      { title: changes.title ?? '', content: changes.content ?? null, tags: fields.tags },
      row.type === 'article',
    );
    Object.assign(changes, {
      title: guarded.title,
      talk_topic: talkTopicOf(guarded.title),
      content: guarded.content,
      tags: guarded.tags && guarded.tags.length > 0 ? JSON.stringify(guarded.tags) : null,
    } satisfies ContentChanges);
    // Only a post that is (or goes) public is held or flagged; one already in a moderation state keeps it.
    if (!row.moderation_state) Object.assign(changes, moderationOf(guarded.action, nextState));
    fields.title = guarded.title;
  }
  const now = clock();
  await db.transaction().execute(async (trx) => {
    await updateContentRow(trx, contentId, changes);
    if (own && patch.title !== undefined) await linkTopics(trx, contentId, fields.title ?? '', isoAt(now), now);
    if (media && prepared) await media.link(trx, contentId, prepared.bodyIds, prepared.coverId);
    for (const followUp of followUps) await followUp(trx);
    await holdForPictures(trx, media, contentId);
  });
  cache.invalidate();
  return contentDetail(deps, viewer, contentId);
}

/**
 * `POST /web/content/delete/{id}`: removes the post and its topic links in one transaction (a forward's source is
 * recounted from the forwards left), then the files no other post uses. Only the author or an admin, and only when every write check lets the post go.
 */
export async function deleteContent(deps: ContentDeps, viewer: NonNullable<Viewer>, contentId: string): Promise<void> {
  const { db, cache, media } = deps;
  const { row, own } = await postForWrite(db, viewer, contentId);
  const followUps = await runWriteChecks(deps, {
    action: 'delete',
    contentId,
    writer: { userId: viewer.userId, admin: viewer.admin, own },
  });
  await db.transaction().execute(async (trx) => {
    await deleteContentRow(trx, contentId);
    // A deleted forward no longer counts toward its source.
    if (row.parent_id !== null) await recountForwards(trx, row.parent_id, deps.clock());
    for (const followUp of followUps) await followUp(trx);
  });
  cache.invalidate();
  if (media) await media.releaseContent(contentId);
}
