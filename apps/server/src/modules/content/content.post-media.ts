import { MediaKind, toImageSource, type MediaRecord } from '@yiying/models';
import { MESSAGES, type ContentCreateBody } from '@yiying/validation';
import type { ContentDb } from './content.db.js';
import { AppError, validationFailed } from '../../errors.js';
import { articleImageUrls, sanitizeArticle } from './article-html.js';
import { holdContentForReview } from './moderation.js';
import {
  COVER_NOT_OWNED_MESSAGE,
  type ContentDeps,
  type ContentMedia,
  IMAGE_REVIEW_REASON,
  MEDIA_UNAVAILABLE_MESSAGE,
} from './content.service.js';

export function fieldError(field: string, message: string): AppError {
  return validationFailed([{ field, message }]);
}

/** The publishing fields of a post as `contentSchema` reads them. */
export type PostFields = ContentCreateBody;

export interface PreparedMedia {
  /** The body files in order: images, the video, attachments (then the article's inline images). */
  bodyIds: string[];
  coverId?: string;
  cover: string;
  coverImage: string | null;
  width: number | null;
  height: number | null;
  thumbs: string[];
  content: string;
}

/**
 * Checks the files of a post against its type and resolves its cover: `mediaIds` must be the author's uploads
 * (the media service answers 400 otherwise); a published image post needs an image, a video post exactly one video
 * and, without a poster frame, a chosen cover; a chosen cover must be one of the author's files. Article HTML is
 * sanitised here, and its inline images that are the author's uploads are linked to the post.
 */
export async function prepareMedia(
  { db, media }: Pick<ContentDeps, 'db' | 'media'>,
  authorId: string,
  fields: PostFields,
): Promise<PreparedMedia> {
  const publish = fields.state === 'publish';
  const ids = fields.mediaIds ?? [];
  if (!media && ids.length > 0) throw fieldError('mediaIds', MEDIA_UNAVAILABLE_MESSAGE);
  const files = media && ids.length > 0 ? await media.owned(db, authorId, ids) : [];
  const images = files.filter((m) => m.kind === MediaKind.image);
  const videos = files.filter((m) => m.kind === MediaKind.video);
  if (fields.type === 'image' && publish && images.length === 0) throw fieldError('mediaIds', MESSAGES.imagesRequired);
  if (fields.type === 'video' && (videos.length > 1 || (publish && videos.length !== 1))) {
    throw fieldError('mediaIds', MESSAGES.videoRequired);
  }

  let coverMedia: MediaRecord | undefined;
  let cover = '';
  if (fields.cover) {
    const found = media ? await media.ownedByUrl(db, authorId, fields.cover) : undefined;
    if (!found) throw fieldError('cover', COVER_NOT_OWNED_MESSAGE);
    coverMedia = found;
    cover = fields.cover;
  } else if (fields.type === 'video' && videos[0]) {
    if (videos[0].poster) {
      coverMedia = videos[0];
      cover = videos[0].poster;
    } else if (publish && videos[0].status !== 'processing') {
      // A video still being processed gets its poster as the cover once ready (video-poster.ts).
      throw fieldError('cover', MESSAGES.coverRequired);
    }
  } else if (images[0]) {
    coverMedia = images[0];
    cover = images[0].url;
  }
  const coverSource = coverMedia?.kind === MediaKind.image ? toImageSource(coverMedia) : null;

  let content = fields.content ?? '';
  const inline: string[] = [];
  if (fields.type === 'article') {
    const owners = new Map<string, MediaRecord>();
    if (media) {
      for (const url of articleImageUrls(content)) {
        const found = await media.ownedByUrl(db, authorId, url);
        if (found) owners.set(url, found);
      }
    }
    content = sanitizeArticle(content, (src) => owners.has(src));
    for (const found of owners.values()) if (!inline.includes(found.mediaId)) inline.push(found.mediaId);
  }
  const bodyIds = [...files.map((m) => m.mediaId), ...inline.filter((id) => !ids.includes(id))];
  return {
    bodyIds,
    ...(coverMedia ? { coverId: coverMedia.mediaId } : {}),
    cover,
    coverImage: coverSource ? JSON.stringify(coverSource) : null,
    width: coverMedia?.width ?? null,
    height: coverMedia?.height ?? null,
    thumbs: images.map((m) => m.url),
    content,
  };
}

/** A published post using a picture that waits for review is held with it (`图片待审核`). */
export async function holdForPictures(trx: ContentDb, media: ContentMedia | undefined, contentId: string) {
  if (media?.awaitsReview && (await media.awaitsReview(trx, contentId))) {
    await holdContentForReview(trx, contentId, IMAGE_REVIEW_REASON);
  }
}
