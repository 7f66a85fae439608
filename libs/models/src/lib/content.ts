import { ContentType, RecordState, AccessScope, YesNo } from './enums.js';
import { formatDateTime, fromNow, type TimeInput } from './time.js';
import { splitList } from './tags.js';
import type { ImageSource, MediaRecord } from './media.js';
import type { UserBrief } from './user.js';
import type { PatientConsent } from './patient-privacy.js';

/** Content as the API returns it (before conversion). */
export interface ContentRecord {
  contentId: string;
  parentId?: string | null;
  categoryId?: string | null;
  circleId?: string | null;
  title: string;
  cover: string;
  type: ContentType;
  state: RecordState;
  talkTopic?: string | null;
  likesNum: number;
  collectNum: number;
  commentNum: number;
  hitNum: number;
  forwardedNum: number;
  forwardedFlag: YesNo;
  thumbs?: string[];
  content?: string;
  accessScope: AccessScope;
  createTime: string;
  updateTime: string;
  createBy: string;
  width?: number;
  height?: number;
  comments?: number;
  creator?: UserBrief;
  /** Tags of the post (spec tag parsing: trimmed, no empties, no duplicates). */
  tags?: string[];
  /** 敏感内容: graphic medical images, drawn blurred behind 点击查看 until clicked. */
  sensitive?: boolean;
  /** 显示拍摄参数: the author lets others see the camera data of the post's images. */
  showExif?: boolean;
  /** 患者隐私确认 given when the post was published (null when it was not asked). */
  patientConsent?: PatientConsent | null;
  /** The cover as a drawable image (renditions and placeholder); null when the cover is not an uploaded image. */
  coverImage?: ImageSource | null;
  /** Detail only: the post's files in order (images, the video, inline article images, attachments). */
  media?: MediaRecord[];
  /** Source content of a forward, when `parentId` is set. */
  parent?: ContentRecord | null;
  /** The signed-in viewer liked it (absent for visitors). */
  liked?: boolean;
  /** The signed-in viewer collected it (absent for visitors). */
  collected?: boolean;
  /**
   * 已被管理员隐藏: an admin hid the post (or upheld a report of it). Only an admin restores it; the author sees it
   * with `moderationReason` and cannot publish it again.
   */
  moderated?: boolean;
  moderationReason?: string;
  /**
   * Only on the author's own (and an admin's) reads: the post waits in the review queue (审核中) and is public once
   * an admin approves it; `moderationReason` says why it was held.
   */
  held?: boolean;
  /** `held` while the post waits for an admin's review (e.g. 图片待审核), `hidden` once an admin hid it. */
  moderationState?: 'hidden' | 'held';
  /** Folded by one of the viewer's mutes (折叠): shown as 已折叠 with the word, opened on request. */
  folded?: boolean;
  /** The muted word the post contains, when `folded`. */
  foldedWord?: string;
}

/** One part of a title: plain text or a `#topic#`. */
export interface TitleSegment {
  text: string;
  topic: boolean;
}

/** Content model with its derived fields. */
export interface Content extends Omit<ContentRecord, 'parent'> {
  /** Title with full-width ＃ normalised to #. */
  title: string;
  titleSegments: TitleSegment[];
  /** Topics named in the title, without the # marks. */
  topics: string[];
  thumbs: string[];
  forwarded: boolean;
  parent: Content | null;
  /** Counters of the forwarded source (0 when not a forward). */
  parentLikesNum: number;
  parentForwardedNum: number;
  parentCommentNum: number;
  parentCollectNum: number;
  parentHitNum: number;
  /** `YYYY-MM-DD HH:mm` of createTime in the site time zone. */
  createTimeText: string;
  /** Relative createTime in Chinese (3分钟前). */
  timeAgo: string;
}

/** Full-width ＃ (U+FF03) → #. */
export function normalizeTitle(title: string | null | undefined): string {
  return (title ?? '').replace(/＃/g, '#');
}

/**
 * Splits a title into plain and topic segments; a topic is `#text#` with non-empty text and no
 * further # inside. An unmatched # stays plain text. Joining every segment's text gives the normalised title back,
 * with topics written as `#text#`.
 */
export function splitTitle(title: string | null | undefined): TitleSegment[] {
  const text = normalizeTitle(title);
  const segments: TitleSegment[] = [];
  const pattern = /#([^#]+)#/g;
  let last = 0;
  let plain = '';
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    plain += text.slice(last, match.index);
    if (plain) segments.push({ text: plain, topic: false });
    plain = '';
    segments.push({ text: match[1], topic: true });
    last = match.index + match[0].length;
  }
  plain += text.slice(last);
  if (plain) segments.push({ text: plain, topic: false });
  return segments;
}

/** Writes segments back to a title (`#topic#` for topics). */
export function joinTitle(segments: readonly TitleSegment[]): string {
  return segments.map((s) => (s.topic ? `#${s.text}#` : s.text)).join('');
}

/** Content record → content model. `now` fixes the clock of `timeAgo`. */
export function toContent(record: ContentRecord, now?: TimeInput): Content {
  const { parent: rawParent, ...rest } = record;
  const title = normalizeTitle(record.title);
  const titleSegments = splitTitle(title);
  const parent = rawParent ? toContent(rawParent, now) : null;
  const forwarded = Boolean(record.parentId) || record.forwardedFlag === YesNo.yes;
  return {
    ...rest,
    title,
    titleSegments,
    topics: titleSegments.filter((s) => s.topic).map((s) => s.text),
    thumbs: splitList(record.thumbs),
    forwarded,
    parent,
    parentLikesNum: parent?.likesNum ?? 0,
    parentForwardedNum: parent?.forwardedNum ?? 0,
    parentCommentNum: parent?.commentNum ?? 0,
    parentCollectNum: parent?.collectNum ?? 0,
    parentHitNum: parent?.hitNum ?? 0,
    createTimeText: formatDateTime(record.createTime),
    timeAgo: fromNow(record.createTime, now),
  };
}

/** One tile of the gallery grid. */
export interface GalleryItem {
  /** Key of the tile (the content id when it shows content). */
  id: string;
  cover: string;
  title: string;
  user: UserBrief;
  forwardedNum: number;
  likesNum: number;
  imageTags?: string[];
  activityTag?: string;
  tags?: string[];
  /** Content type, so a video or article tile can be marked. */
  type?: ContentType;
  width?: number;
  height?: number;
  /** The cover's renditions and placeholder, when it is an uploaded image. */
  coverImage?: ImageSource;
  /** Drawn blurred behind 点击查看 until clicked. */
  sensitive?: boolean;
  /** The signed-in viewer liked it. */
  liked?: boolean;
  /** Set when the tile is a forward: what it forwards, shown as an embedded card. */
  forward?: GalleryForward;
  /** The viewer's muted word the post contains (折叠): the tile shows 已折叠 with 展开 instead. */
  foldedWord?: string;
}

/** The source of a forward tile. */
export interface GalleryForward {
  /** The source post as the viewer may see it; null when they may not (原作品已不可见) or it is gone. */
  source: {
    id: string;
    title: string;
    cover: string;
    coverImage?: ImageSource;
    author: UserBrief;
    sensitive?: boolean;
  } | null;
}

const NO_USER: UserBrief = { userId: '', username: '', avatar: '' };

/**
 * Content → gallery tile; tags are the title's topics. A forward carries no picture of its own: its tile shows the
 * source as an embedded card (or 原作品已不可见 when the viewer may not see the source).
 */
export function contentToGalleryItem(content: Content): GalleryItem {
  if (content.forwarded) return forwardToGalleryItem(content);
  const item: GalleryItem = {
    id: content.contentId,
    cover: content.cover || content.thumbs[0] || '',
    title: content.title,
    user: content.creator ?? { ...NO_USER, userId: content.createBy },
    forwardedNum: content.forwardedNum,
    likesNum: content.likesNum,
    type: content.type,
  };
  if (content.topics.length) item.tags = content.topics;
  if (content.talkTopic) item.activityTag = content.talkTopic;
  if (content.width) item.width = content.width;
  if (content.height) item.height = content.height;
  if (content.coverImage) item.coverImage = content.coverImage;
  if (content.sensitive) item.sensitive = true;
  if (content.liked) item.liked = true;
  if (content.folded && content.foldedWord) item.foldedWord = content.foldedWord;
  return item;
}

function forwardToGalleryItem(content: Content): GalleryItem {
  const parent = content.parent;
  const item: GalleryItem = {
    id: content.contentId,
    cover: '',
    title: content.title,
    user: content.creator ?? { ...NO_USER, userId: content.createBy },
    forwardedNum: content.forwardedNum,
    likesNum: content.likesNum,
    type: content.type,
    forward: {
      source: parent
        ? {
            id: parent.contentId,
            title: parent.title,
            cover: parent.cover || parent.thumbs[0] || '',
            author: parent.creator ?? { ...NO_USER, userId: parent.createBy },
            ...(parent.coverImage ? { coverImage: parent.coverImage } : {}),
            ...(parent.sensitive ? { sensitive: true } : {}),
          }
        : null,
    },
  };
  if (content.topics.length) item.tags = content.topics;
  if (content.liked) item.liked = true;
  if (content.folded && content.foldedWord) item.foldedWord = content.foldedWord;
  return item;
}
