import type { CameraData, ImageRendition, ImageSource, MediaRecord } from '@yiying/models';
import { MediaKind, VideoStatus } from '@yiying/models';
import { dateTime, recordSchema } from './json-schema.js';
import { EXAMPLE_TIME } from './examples.js';

/** `ImageRendition`: one stored width of an image. */
export const imageRenditionSchema = recordSchema<ImageRendition>()({
  type: 'object',
  required: ['url', 'width', 'height', 'type'],
  properties: {
    url: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    type: { type: 'string', description: 'image/webp（各宽度）或 image/jpeg、image/gif（回退）' },
  },
});

const imageSourceProperties = {
  url: { type: 'string', description: '回退图（JPEG；动图为 GIF 原图）' },
  width: { type: 'integer' },
  height: { type: 'integer' },
  placeholder: { type: 'string', description: 'ThumbHash（base64），图片到达前先画出的模糊小图' },
  renditions: {
    type: 'array',
    items: imageRenditionSchema,
    description: 'WebP 320 / 640 / 1280 / 2048 px 宽（不放大）',
  },
  animated: { type: 'boolean' },
} as const;

/** `ImageSource`: what a page needs to draw an image (srcset, size, placeholder). */
export const imageSourceSchema = recordSchema<ImageSource>()({
  type: 'object',
  required: ['url', 'width', 'height', 'placeholder', 'renditions'],
  properties: imageSourceProperties,
});

/** `CameraData`: make, model, lens and exposure, never the location. */
export const cameraDataSchema = recordSchema<CameraData>()({
  type: 'object',
  properties: {
    make: { type: 'string' },
    model: { type: 'string' },
    lens: { type: 'string' },
    focalLength: { type: 'number' },
    aperture: { type: 'number' },
    exposureTime: { type: 'string' },
    iso: { type: 'integer' },
    takenAt: { type: 'string' },
  },
});

/** `MediaRecord`: an uploaded image, video or document. */
export const mediaRecordSchema = recordSchema<MediaRecord>()({
  type: 'object',
  required: ['mediaId', 'kind', 'url', 'name', 'size', 'type', 'createTime'],
  properties: {
    mediaId: { type: 'string' },
    kind: { type: 'string', enum: Object.values(MediaKind) },
    url: { type: 'string', description: '保存后的路径 /files/…' },
    name: { type: 'string' },
    size: { type: 'integer' },
    type: { type: 'string', description: '按文件内容判断的 MIME 类型' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    placeholder: imageSourceProperties.placeholder,
    renditions: imageSourceProperties.renditions,
    animated: { type: 'boolean' },
    camera: cameraDataSchema,
    duration: { type: 'number', description: '视频时长（秒）' },
    poster: { type: 'string', description: '视频封面帧' },
    frames: { type: 'array', items: { type: 'string' }, description: '可选作封面的视频帧' },
    status: {
      type: 'string',
      enum: Object.values(VideoStatus),
      description: '视频处理状态：processing 处理中（url 尚不可播放）、ready 可播放、failed 失败（见 error）',
    },
    progress: { type: 'integer', description: '视频处理进度 0–100' },
    error: { type: 'string', description: '视频处理失败的原因' },
    hls: { type: 'string', description: '自适应码流（HLS）主播放列表，较长或较大的视频才有' },
    createTime: dateTime,
  },
});

/** A full image rendition list as examples use it. */
export const exampleRenditions = [
  { url: '/files/m/a-320.webp', width: 320, height: 240, type: 'image/webp' },
  { url: '/files/m/a-640.webp', width: 640, height: 480, type: 'image/webp' },
] satisfies ImageRendition[];

/** An image media record with every optional key. */
export const exampleMedia = {
  mediaId: 'm1',
  kind: 'image',
  url: '/files/m/a.jpg',
  name: '手术室.jpg',
  size: 123456,
  type: 'image/jpeg',
  width: 800,
  height: 600,
  placeholder: 'YJqGPQw7sFlslqhFafSE+Q6oJ1h2iHB2Rw==',
  renditions: exampleRenditions,
  animated: false,
  camera: {
    make: 'Canon',
    model: 'EOS R5',
    lens: 'RF24-70mm F2.8 L IS USM',
    focalLength: 50,
    aperture: 2.8,
    exposureTime: '1/125',
    iso: 400,
    takenAt: '2026-01-02T03:04:05',
  },
  duration: 12.5,
  poster: '/files/m/v-poster.jpg',
  frames: ['/files/m/v-f1.jpg'],
  status: 'ready',
  progress: 100,
  error: '视频无法解码，请换一种格式',
  hls: '/files/v/0a1b/master.m3u8',
  createTime: EXAMPLE_TIME,
} satisfies Required<MediaRecord>;

/** The drawable part of `exampleMedia`. */
export const exampleImageSource = {
  url: exampleMedia.url,
  width: exampleMedia.width,
  height: exampleMedia.height,
  placeholder: exampleMedia.placeholder,
  renditions: exampleRenditions,
  animated: false,
} satisfies Required<ImageSource>;
