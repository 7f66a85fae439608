import exifReader from 'exif-reader';
import sharp, { type Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { IMAGE_RENDITION_WIDTHS, type CameraData } from '@yiying/models';
import { AppError } from '../../errors.js';
import { DecodeGate } from '../../lib/decode-gate.js';

/**
 * Pictures above this many pixels (all frames together), or wider or taller than `MAX_INPUT_SIDE`, are refused from
 * their header before decoding: a file of a few KB can declare a huge canvas. 50 Mpx takes the largest cameras
 * members use; decoded, it is about 150 MB of RGB.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
export const MAX_INPUT_SIDE = 16_384;

/**
 * The decode budget of the process: at most two pictures decoded at once, and together at most 64 Mpx of them (a
 * 40 Mpx picture costs up to 300 MB while it is encoded, so two such never run together); 16 more wait in order,
 * past that 503 服务器繁忙，请稍后再试 with Retry-After.
 */
export const IMAGE_DECODES = new DecodeGate(2, 64_000_000, 16, 5);

// libvips keeps no cache of decoded images between requests (each upload is decoded once) and runs one thread per
// operation: the decode gate, not libvips, decides how many pictures are in memory at once.
sharp.cache(false);
sharp.concurrency(1);
/** Longest side of the picture a ThumbHash is computed from (the format's own limit). */
const PLACEHOLDER_SIZE = 100;
const JPEG_QUALITY = 85;
const WEBP_QUALITY = 80;
/** libwebp effort 0–6: 2 keeps nearly the size of the default 4 at about half the time. */
const WEBP_EFFORT = 2;
/**
 * What the pipeline's outputs depend on besides the picture and the rendition widths (a cache of outputs is keyed by
 * it): bump `version` when the way a picture is processed changes.
 */
export const IMAGE_PIPELINE = {
  version: 1,
  jpegQuality: JPEG_QUALITY,
  webpQuality: WEBP_QUALITY,
  webpEffort: WEBP_EFFORT,
  placeholderSize: PLACEHOLDER_SIZE,
  sharp: sharp.versions.vips,
} as const;

/** Image formats accepted from members (by their bytes). */
export type ImageFormat = 'jpeg' | 'png' | 'gif';

export const IMAGE_MIME: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };
export const IMAGE_EXTENSION: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', gif: 'gif' };

/** Why an image could not be used. */
export class ImageRejected extends Error {
  constructor(readonly reason: 'unreadable' | 'too-many-pixels') {
    super(reason);
    this.name = 'ImageRejected';
  }
}

/** One encoded output of an image. */
export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
  /** MIME type of `bytes`. */
  type: string;
  extension: string;
}

/** What the pipeline makes of one uploaded picture; nothing in it carries the original metadata. */
export interface ProcessedImage {
  /** The fallback every browser shows: JPEG, or the re-encoded original format when asked, GIF when animated. */
  main: EncodedImage;
  /** WebP at the standard widths up to the picture's own (one at its own width when narrower than the first). */
  renditions: EncodedImage[];
  width: number;
  height: number;
  placeholder: string;
  animated: boolean;
  camera?: CameraData;
}

export interface ProcessImageOptions {
  /** Keep the original format for the fallback (avatars and certificates answer as they always did). */
  keepFormat?: boolean;
  /** Called with the declared pixels (all frames) after the header checks, before decoding: a quota may refuse. */
  beforeDecode?: (pixels: number) => Promise<void>;
}

/**
 * The widths of the WebP renditions of a picture `width` px wide: never upscaled, and its own width too when it falls
 * between two steps (a 960 px picture gets 320, 640 and 960), so a browser drawing it at 900 px has a sharp one.
 */
export function renditionWidths(width: number): number[] {
  const widths: number[] = IMAGE_RENDITION_WIDTHS.filter((w) => w <= width);
  const top = IMAGE_RENDITION_WIDTHS[IMAGE_RENDITION_WIDTHS.length - 1] ?? width;
  if (width < top && !widths.includes(width)) widths.push(width);
  return widths;
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex -- camera strings are NUL-padded
  const clean = value.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean ? clean.slice(0, 100) : undefined;
}

function positive(value: unknown, digits: number): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return undefined;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Shutter as cameras print it: `1/125` below a second, `2s` (or `0.8s`) otherwise. */
export function formatExposure(seconds: number): string {
  if (seconds >= 0.3) return `${Math.round(seconds * 10) / 10}s`;
  return `1/${Math.round(1 / seconds)}`;
}

/** Make, model, lens and exposure from an EXIF block; the GPS part is never read. */
export function readCameraData(exif: Buffer | undefined): CameraData | undefined {
  if (!exif) return undefined;
  let tags: ReturnType<typeof exifReader>;
  try {
    tags = exifReader(exif);
  } catch {
    return undefined;
  }
  const image = (tags.Image ?? {}) as Record<string, unknown>;
  const photo = (tags.Photo ?? {}) as Record<string, unknown>;
  const camera: CameraData = {};
  const make = text(image['Make']);
  if (make) camera.make = make;
  const model = text(image['Model']);
  if (model) camera.model = model;
  const lens = text(photo['LensModel']);
  if (lens) camera.lens = lens;
  const focalLength = positive(photo['FocalLength'], 1);
  if (focalLength) camera.focalLength = focalLength;
  const aperture = positive(photo['FNumber'], 1);
  if (aperture) camera.aperture = aperture;
  const exposure = positive(photo['ExposureTime'], 6);
  if (exposure) camera.exposureTime = formatExposure(exposure);
  const isoRaw = photo['ISOSpeedRatings'] ?? photo['PhotographicSensitivity'];
  const iso = positive(Array.isArray(isoRaw) ? isoRaw[0] : isoRaw, 0);
  if (iso) camera.iso = iso;
  const taken = photo['DateTimeOriginal'] ?? image['DateTime'];
  if (taken instanceof Date && !Number.isNaN(taken.getTime())) camera.takenAt = taken.toISOString().slice(0, 19);
  return Object.keys(camera).length > 0 ? camera : undefined;
}

function open(input: Buffer, animated: boolean): Sharp {
  return sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' });
}

async function placeholderOf(source: Sharp): Promise<string> {
  const { data, info } = await source
    .resize(PLACEHOLDER_SIZE, PLACEHOLDER_SIZE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}

function rejection(error: unknown): ImageRejected | AppError {
  if (error instanceof ImageRejected || error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : '';
  return new ImageRejected(/pixel limit/i.test(message) ? 'too-many-pixels' : 'unreadable');
}

/**
 * Decodes a member's picture and encodes it again: upright by its EXIF orientation, every metadata block (EXIF, GPS,
 * XMP, ICC comments) dropped, camera data read first. Throws `ImageRejected` for a picture that does not decode
 * cleanly (truncated, polyglot, not an image) or declares too many pixels (checked from the header, before decoding).
 * Decoding waits for a place in `IMAGE_DECODES` (503 when its queue is full).
 */
export async function processImage(
  input: Buffer,
  format: ImageFormat,
  options: ProcessImageOptions = {},
): Promise<ProcessedImage> {
  try {
    const meta = await open(input, false).metadata();
    if (!meta.width || !meta.height) throw new ImageRejected('unreadable');
    const pixels = meta.width * meta.height * (meta.pages ?? 1);
    if (pixels > MAX_INPUT_PIXELS || meta.width > MAX_INPUT_SIDE || (meta.pageHeight ?? meta.height) > MAX_INPUT_SIDE) {
      throw new ImageRejected('too-many-pixels');
    }
    await options.beforeDecode?.(pixels);
    return await IMAGE_DECODES.run(() => decodeAndEncode(input, format, meta, options), pixels);
  } catch (error) {
    throw rejection(error);
  }
}

/** Above this many pixels a picture is never held decoded whole in memory (about 48 MB of RGB). */
const STREAMED_ABOVE_PIXELS = 16_000_000;
/** The widest rendition: a large picture's renditions and placeholder come from a copy this wide. */
const WIDEST_RENDITION = Math.max(...IMAGE_RENDITION_WIDTHS);

interface Sources {
  /** The upright picture at full size, for the main output. */
  full: () => Sharp;
  /** The upright picture at most `WIDEST_RENDITION` wide, for the renditions and the placeholder. */
  reduced: () => Sharp;
  width: number;
  height: number;
  hasAlpha: boolean;
  /** Whether `full` streams from the file (a picture over 16 Mpx). */
  streamed: boolean;
}

/**
 * Where a picture's outputs are made from. A picture of up to 16 Mpx is decoded once and every output made from
 * those pixels. A larger one is never held whole: its main output streams from the file (libvips reads it line by
 * line), and its renditions come from one decoded copy reduced to the widest rendition, so a 40 Mpx picture costs
 * a few MB of pixels rather than 120 MB.
 */
async function sources(input: Buffer, meta: sharp.Metadata): Promise<Sources> {
  const declared = (meta.width ?? 0) * (meta.height ?? 0);
  if (declared <= STREAMED_ABOVE_PIXELS) {
    const { data, info } = await open(input, false).rotate().raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    const pixels = () => sharp(data, raw);
    return {
      full: pixels,
      reduced: pixels,
      width: info.width,
      height: info.height,
      hasAlpha: info.channels === 4,
      streamed: false,
    };
  }
  const full = () =>
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', sequentialRead: true }).rotate();
  const { data, info } = await full()
    .resize({ width: WIDEST_RENDITION, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright size is the stored one swapped.
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    full,
    reduced: () => sharp(data, raw),
    width: (turned ? meta.height : meta.width) as number,
    height: (turned ? meta.width : meta.height) as number,
    hasAlpha: info.channels === 4,
    streamed: true,
  };
}

async function decodeAndEncode(
  input: Buffer,
  format: ImageFormat,
  meta: sharp.Metadata,
  options: ProcessImageOptions,
): Promise<ProcessedImage> {
  const animated = format === 'gif' && (meta.pages ?? 1) > 1;
  const camera = readCameraData(meta.exif);
  if (animated) return await processAnimated(input, camera);

  const { full, reduced, width, height, hasAlpha, streamed } = await sources(input, meta);

  let main: EncodedImage;
  const mainFormat: ImageFormat = options.keepFormat ? format : 'jpeg';
  if (mainFormat === 'png') {
    main = {
      bytes: await full().png({ compressionLevel: 9 }).toBuffer(),
      width,
      height,
      type: 'image/png',
      extension: 'png',
    };
  } else if (mainFormat === 'gif') {
    main = { bytes: await full().gif().toBuffer(), width, height, type: 'image/gif', extension: 'gif' };
  } else {
    // libjpeg-turbo with optimised Huffman tables: mozjpeg's trellis search costs seconds on a 12 MP photo. A
    // streamed picture keeps the standard tables: optimising them is a second pass over tens of megapixels.
    const jpeg = (hasAlpha ? full().flatten({ background: '#ffffff' }) : full()).jpeg({
      quality: JPEG_QUALITY,
      optimiseCoding: !streamed,
    });
    main = { bytes: await jpeg.toBuffer(), width, height, type: 'image/jpeg', extension: 'jpg' };
  }

  // One after another: each resize holds its own output next to the decoded pixels.
  const renditions: EncodedImage[] = [];
  for (const w of renditionWidths(width)) {
    const { data: bytes, info: out } = await reduced()
      .resize({ width: w, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
      .toBuffer({ resolveWithObject: true });
    renditions.push({ bytes, width: out.width, height: out.height, type: 'image/webp', extension: 'webp' });
  }
  const placeholder = await placeholderOf(reduced());
  return { main, renditions, width, height, placeholder, animated: false, ...(camera ? { camera } : {}) };
}

/** An animated GIF stays an animated GIF (re-encoded, so nothing but frames survives); no WebP renditions. */
async function processAnimated(input: Buffer, camera: CameraData | undefined): Promise<ProcessedImage> {
  const { data: bytes, info } = await open(input, true).gif().toBuffer({ resolveWithObject: true });
  const width = info.width;
  const height = info.pageHeight ?? info.height;
  const placeholder = await placeholderOf(open(input, false));
  return {
    main: { bytes, width, height, type: 'image/gif', extension: 'gif' },
    renditions: [],
    width,
    height,
    placeholder,
    animated: true,
    ...(camera ? { camera } : {}),
  };
}
