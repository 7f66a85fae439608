import type { albumImagePaths, albumPaths, InputOf } from '@yiying/validation';
import type { ContractClient } from '../contract-client.js';

/** A member's albums (public ones for everyone, private ones for their owner) and the member's own. */
export type AlbumApi = ContractClient<typeof albumPaths>;

/** The images of an album: from posts the caller may see, or the owner's own uploads. */
export type AlbumImageApi = ContractClient<typeof albumImagePaths>;

/** Query of someone's albums (`userId`), 16 per page. */
export type AlbumListParams = InputOf<typeof albumPaths.list>;

/** Query of my albums, 10 per page. */
export type PersonalAlbumParams = InputOf<typeof albumPaths.personalList>;

/** Query of an album's images (`albumId` needed), 10 per page. */
export type AlbumImageListParams = InputOf<typeof albumImagePaths.list>;

/** A new album: a title (at most 32 characters), optionally a description and who may see it (public by default). */
export type AlbumCreateRequest = InputOf<typeof albumPaths.create>;

/**
 * A new album image: the image of a post I may see (`contentId`; `url` picks one of its pictures, else its
 * cover), or one of my own uploads (`url`).
 */
export type AlbumImageCreateRequest = InputOf<typeof albumImagePaths.create>;
