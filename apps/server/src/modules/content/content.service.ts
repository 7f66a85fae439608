import type { MediaRecord } from '@yiying/models';
import type { ContentDb } from './content.db.js';
import type { KeyValueStore } from '../../lib/store.js';
import type { Clock } from '../../lib/clock.js';
import type { TextGuard } from '../../lib/text-guard/index.js';
import type { TtlCache } from '../../lib/ttl-cache.js';
import type { MedicalPlaceCheck } from './patient-consent.js';
import type { MuteSet } from '../mute/index.js';

/** Why a post waits for an admin when one of its pictures does (the media module's verdict `review`). */
export const IMAGE_REVIEW_REASON = '图片待审核';

export const CONTENT_NOT_FOUND_MESSAGE = '内容不存在';
export const COVER_NOT_OWNED_MESSAGE = '封面必须是本人上传的图片或视频画面';
export const MEDIA_UNAVAILABLE_MESSAGE = '暂不支持上传文件';

/**
 * What content needs of the media module (`ctx.media`): ownership checks of uploads, the links between a post and
 * its files, and releasing the files of a deleted post. Written as an interface so the content rules can be tested
 * and run where no media service is configured (then posts carry no files).
 */
export interface ContentMedia {
  /** The author's uploads of `ids`, in that order; a 400 for an unknown id or someone else's. */
  owned(db: ContentDb, ownerId: string, ids: readonly string[]): Promise<MediaRecord[]>;
  /** The author's upload a URL belongs to (the file, one of its renditions, a video frame), if any. */
  ownedByUrl(db: ContentDb, ownerId: string, url: string): Promise<MediaRecord | null | undefined>;
  /** Links the post's files (body in order, then the cover), inside the post's transaction. */
  link(db: ContentDb, contentId: string, bodyMediaIds: readonly string[], coverMediaId?: string): Promise<void>;
  /** The files of each post, in order. */
  ofContents(db: ContentDb, contentIds: readonly string[]): Promise<Map<string, MediaRecord[]>>;
  /** After a post is deleted: removes its files that no other post uses. */
  releaseContent(contentId: string): Promise<unknown>;
  /** Whether a file of the post waits for an admin's review (then the published post is held). */
  awaitsReview?(db: ContentDb, contentId: string): Promise<boolean>;
  /** Pictures and videos among the files, and the faces the server's check recorded in them (患者隐私确认). */
  pictureFacts?(db: ContentDb, mediaIds: readonly string[]): Promise<{ pictures: number; faces: number }>;
}

/** What the content service uses. */
export interface ContentDeps {
  db: ContentDb;
  clock: Clock;
  /** Anonymous list pages and totals; every write invalidates it. */
  cache: TtlCache;
  media?: ContentMedia;
  /** Where "this viewer saw this post within the hour" is remembered (views count once per viewer and hour). */
  store?: KeyValueStore;
  /** Checks other modules make of a post's circle or category before it is written (see `ContentWriteCheck`). */
  writeChecks?: readonly ContentWriteCheck[];
  /** Whether a post's circle or category is medical (its posts with pictures need 患者隐私确认). */
  medicalChecks?: readonly MedicalPlaceCheck[];
  /** The watch list: a 屏蔽 word refuses the write, 审核 holds a published post, 替换 stars, 标记 flags. */
  guard?: TextGuard;
  /** The viewer's muted words (屏蔽词), applied to the lists a member reads. */
  mutes?: { active(userId: string): Promise<MuteSet> };
  /**
   * Totals of members' lists with hidden words, by member and list: counting them reads every row of the list (a
   * substring test per word), so paging through a list counts it once; cleared by every write of content.
   */
  mutedTotals?: TtlCache;
}

/** The write a `ContentWriteCheck` is asked about. */
export interface ContentWriteTarget {
  action: 'create' | 'update' | 'delete';
  /** The post changed or deleted; absent on create. */
  contentId?: string;
  /** Who writes: `own` when they wrote the post (always on create). */
  writer: { userId: string; admin: boolean; own: boolean };
  /** The circle the post goes into (create, or an update that moves it); `undefined` when it does not change. */
  circleId?: string | null;
  /** The category the post goes into, likewise. */
  categoryId?: string | null;
}

/** Work a check asks for inside the write's transaction, after the post row changed (a counter to recount). */
export type ContentWriteFollowUp = (trx: ContentDb) => Promise<void>;

/**
 * A check another module makes before a post is created, updated or deleted: the circle or category it names must
 * exist and be open, a post another module owns may be locked. Throws an `AppError` (400 with a field error, or a
 * 403) to refuse the write; nothing is written then. It may answer a follow-up to run in the write's transaction.
 */
export type ContentWriteCheck = (db: ContentDb, target: ContentWriteTarget) => Promise<void | ContentWriteFollowUp>;

export async function runWriteChecks(deps: ContentDeps, target: ContentWriteTarget): Promise<ContentWriteFollowUp[]> {
  const followUps: ContentWriteFollowUp[] = [];
  for (const check of deps.writeChecks ?? []) {
    const followUp = await check(deps.db, target);
    if (followUp) followUps.push(followUp);
  }
  return followUps;
}
