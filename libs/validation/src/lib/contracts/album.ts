import { AccessScope, Enabled, PAGE_SIZE, type Album, type AlbumImage } from '@yiying/models';
import { dateTime, nullable, recordSchema } from './json-schema.js';
import { exampleImageSource, imageSourceSchema } from './media.js';
import { albumImagePaths, albumPaths } from './paths.js';
import { EXAMPLE_TIME, examplePage, type RouteExamples } from './examples.js';
import {
  ALBUM_IMAGE_SORT_COLUMNS,
  ALBUM_SORT_COLUMNS,
  albumCreateBody,
  albumImageCreateBody,
  albumImageListQuery,
  albumImageUpdateBody,
  albumListQuery,
  albumUpdateBody,
  personalAlbumQuery,
} from './album.schema.js';
export * from './album.schema.js';

/** `Album`: a member's album; `cover` is its newest image. */
export const albumRecordSchema = recordSchema<Album>()({
  type: 'object',
  required: ['albumId', 'userId', 'title', 'createTime'],
  properties: {
    albumId: { type: 'string' },
    userId: { type: 'string' },
    title: { type: 'string' },
    cover: { type: 'string' },
    description: { type: 'string' },
    imageNum: { type: 'integer' },
    accessScope: { type: 'string', enum: Object.values(AccessScope) },
    createTime: dateTime,
    updateTime: dateTime,
  },
});

/** `AlbumImage`: an image in an album, from a post (`contentId`) or an upload. */
export const albumImageRecordSchema = recordSchema<AlbumImage>()({
  type: 'object',
  required: ['imageId', 'albumId', 'url', 'enabled', 'createTime'],
  properties: {
    imageId: { type: 'string' },
    albumId: { type: 'string' },
    contentId: nullable('string'),
    url: { type: 'string' },
    image: { ...imageSourceSchema, type: ['object', 'null'] },
    title: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    enabled: { type: 'integer', enum: Object.values(Enabled) },
    createTime: dateTime,
  },
});

const exampleAlbum = {
  albumId: 'a1',
  userId: 'u1',
  title: '手术室',
  cover: '/files/demo/c1.jpg',
  description: '值班时拍的照片',
  imageNum: 1,
  accessScope: 'public',
  createTime: EXAMPLE_TIME,
  updateTime: EXAMPLE_TIME,
} satisfies Required<Album>;

const exampleAlbumImage = {
  imageId: 'ai1',
  albumId: 'a1',
  contentId: 'c1',
  url: '/files/demo/c1.jpg',
  image: exampleImageSource,
  title: '手术室的清晨',
  width: 800,
  height: 600,
  enabled: 1,
  createTime: EXAMPLE_TIME,
} satisfies Required<AlbumImage>;

/** Everything the album resource fixes. */
export const albumContract = {
  paths: albumPaths,
  pageSize: PAGE_SIZE.album,
  sortColumns: ALBUM_SORT_COLUMNS,
  listQuery: albumListQuery,
  personalListQuery: personalAlbumQuery,
  bodies: { create: albumCreateBody, update: albumUpdateBody },
  record: albumRecordSchema,
  examples: {
    listAlbum: examplePage(exampleAlbum),
    personalAlbum: examplePage(exampleAlbum),
    albumDetail: exampleAlbum,
    createAlbum: exampleAlbum,
    updateAlbum: exampleAlbum,
  } satisfies RouteExamples,
} as const;

/** Everything the album image resource fixes. */
export const albumImageContract = {
  paths: albumImagePaths,
  pageSize: PAGE_SIZE.albumImage,
  sortColumns: ALBUM_IMAGE_SORT_COLUMNS,
  listQuery: albumImageListQuery,
  bodies: { create: albumImageCreateBody, update: albumImageUpdateBody },
  record: albumImageRecordSchema,
  examples: {
    listAlbumImage: examplePage(exampleAlbumImage),
    albumImageDetail: exampleAlbumImage,
    createAlbumImage: exampleAlbumImage,
    updateAlbumImage: exampleAlbumImage,
  } satisfies RouteExamples,
} as const;
