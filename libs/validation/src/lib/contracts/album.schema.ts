import { number, object, string, type InferType } from 'yup';
import { AccessScope, Enabled, PAGE_SIZE } from '@yiying/models';
import { optionalText, text } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { pagingFields, queryFlag, queryId } from './query.js';

/** Albums are listed by last change or creation. */
export const ALBUM_SORT_COLUMNS = ['create_time', 'update_time'] as const;
/** Album images are listed in the order they were added. */
export const ALBUM_IMAGE_SORT_COLUMNS = ['create_time'] as const;

/** Scopes an album may have: everyone, or only its owner. */
export const ALBUM_SCOPES = [AccessScope.public, AccessScope.private] as const;

/** Query of `GET /api/album/list`: a member's albums (`userId`), 16 per page; private ones only for their owner. */
export const albumListQuery = object({
  ...pagingFields(PAGE_SIZE.album, ALBUM_SORT_COLUMNS),
  userId: queryId('userId', '相册所属用户'),
});

/** The validated album list query. */
export type AlbumListQuery = InferType<typeof albumListQuery>;

/** Query of `GET /web/album/personalList`: my albums, 10 per page. */
export const personalAlbumQuery = object({
  ...pagingFields(PAGE_SIZE.personalAlbum, ALBUM_SORT_COLUMNS),
});

/** The validated personal album query. */
export type PersonalAlbumQuery = InferType<typeof personalAlbumQuery>;

const scopeField = () =>
  string()
    .oneOf([...ALBUM_SCOPES], MESSAGES.albumScopeInvalid)
    .meta({ message: MESSAGES.albumScopeInvalid });

/** Body of `POST /web/album/create`. */
export const albumCreateBody = object({
  title: text().required(MESSAGES.albumTitleRequired).max(32, MESSAGES.albumTitleMax),
  description: optionalText(250, MESSAGES.albumDescriptionMax),
  accessScope: scopeField().default(AccessScope.public),
});

/** The validated album body. */
export type AlbumCreateBody = InferType<typeof albumCreateBody>;

/** Body of `POST /web/album/update/{id}`: only the fields given change. */
export const albumUpdateBody = object({
  title: text().max(32, MESSAGES.albumTitleMax).min(1, MESSAGES.albumTitleRequired).optional(),
  description: optionalText(250, MESSAGES.albumDescriptionMax),
  accessScope: scopeField().optional(),
});

/** The validated album update. */
export type AlbumUpdateBody = InferType<typeof albumUpdateBody>;

/** Query of `GET /api/albumImage/list`: the images of an album (10 per page), `enabled` 1 or 0. */
export const albumImageListQuery = object({
  ...pagingFields(PAGE_SIZE.albumImage, ALBUM_IMAGE_SORT_COLUMNS),
  albumId: string()
    .typeError(MESSAGES.albumRequired)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(MESSAGES.albumRequired)
    .min(1, MESSAGES.albumRequired)
    .max(64, MESSAGES.albumRequired)
    .meta({ description: '相册 ID', message: MESSAGES.albumRequired }),
  enabled: queryFlag('enabled', Object.values(Enabled), '是否启用'),
});

/** The validated album image query. */
export type AlbumImageListQuery = InferType<typeof albumImageListQuery>;

/**
 * Body of `POST /web/albumImage/create`: an image of a post I may see (`contentId`, and `url` to pick one of its
 * images, else its cover), or one of my own uploads (`url`).
 */
export const albumImageCreateBody = object({
  albumId: text().required(MESSAGES.albumRequired),
  contentId: optionalText(64, MESSAGES.albumImageRequired),
  url: optionalText(500, MESSAGES.albumImageRequired),
  title: optionalText(64, MESSAGES.albumImageTitleMax),
}).test('image-source', MESSAGES.albumImageRequired, function check(value) {
  if (value?.contentId || value?.url) return true;
  return this.createError({ path: 'contentId', message: MESSAGES.albumImageRequired });
});

/** The validated album image body. */
export type AlbumImageCreateBody = InferType<typeof albumImageCreateBody>;

/** Body of `POST /web/albumImage/update/{id}`: the title, the enabled flag, or a move to another of my albums. */
export const albumImageUpdateBody = object({
  title: optionalText(64, MESSAGES.albumImageTitleMax),
  enabled: number()
    .typeError('enabled 只能是 1 或 0')
    .oneOf(Object.values(Enabled), 'enabled 只能是 1 或 0')
    .optional()
    .meta({ message: 'enabled 只能是 1 或 0' }),
  albumId: optionalText(64, MESSAGES.albumRequired),
});

/** The validated album image update. */
export type AlbumImageUpdateBody = InferType<typeof albumImageUpdateBody>;
