import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_RENDITION_WIDTHS } from '@yiying/models';
import { writeWhole } from '../../lib/write-whole.js';
import { IMAGE_PIPELINE, type EncodedImage, type ImageFormat, type ProcessedImage } from './media.image.js';

/**
 * The outputs the image pipeline made before from the same bytes. The upload pipeline of members never uses one (each
 * upload is processed); the demo's own photographs do, so every fresh demo data folder on a machine after the first
 * (test suites, e2e servers, a reset demo) copies their renditions instead of encoding them again.
 */
export interface ProcessedImageCache {
  get(key: string): Promise<ProcessedImage | undefined>;
  put(key: string, image: ProcessedImage): Promise<void>;
}

/**
 * The key of a picture's outputs: its bytes, how it is processed and everything the pipeline's outputs depend on
 * (its settings and the rendition widths), so a change to any of them misses.
 */
export function processedImageKey(bytes: Buffer, format: ImageFormat, keepFormat: boolean): string {
  return createHash('sha256')
    .update(JSON.stringify({ pipeline: IMAGE_PIPELINE, widths: IMAGE_RENDITION_WIDTHS, format, keepFormat }))
    .update(bytes)
    .digest('hex');
}

type Described = Omit<EncodedImage, 'bytes'> & { length: number };

interface Header {
  main: Described;
  renditions: Described[];
  width: number;
  height: number;
  placeholder: string;
  animated: boolean;
  camera?: ProcessedImage['camera'];
}

const describe = ({ bytes, ...rest }: EncodedImage): Described => ({ ...rest, length: bytes.length });

/** One file per picture: 4 bytes of header length, the header (JSON), then the main output and each rendition. */
export function encodeProcessed(image: ProcessedImage): Buffer {
  const header: Header = {
    main: describe(image.main),
    renditions: image.renditions.map(describe),
    width: image.width,
    height: image.height,
    placeholder: image.placeholder,
    animated: image.animated,
    ...(image.camera ? { camera: image.camera } : {}),
  };
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([length, json, image.main.bytes, ...image.renditions.map((r) => r.bytes)]);
}

/** The image `encodeProcessed` wrote, or undefined when the file is cut short or not one of its files. */
export function decodeProcessed(file: Buffer): ProcessedImage | undefined {
  try {
    if (file.length < 4) return undefined;
    const jsonEnd = 4 + file.readUInt32BE(0);
    const header = JSON.parse(file.subarray(4, jsonEnd).toString('utf8')) as Header;
    let at = jsonEnd;
    const take = ({ length, ...rest }: Described): EncodedImage => {
      const bytes = file.subarray(at, at + length);
      at += length;
      if (bytes.length !== length) throw new RangeError('cut short');
      return { ...rest, bytes };
    };
    const main = take(header.main);
    const renditions = header.renditions.map(take);
    if (at !== file.length) return undefined;
    return {
      main,
      renditions,
      width: header.width,
      height: header.height,
      placeholder: header.placeholder,
      animated: header.animated,
      ...(header.camera ? { camera: header.camera } : {}),
    };
  } catch {
    return undefined;
  }
}

/** A cache in `folder` (made when first written); a file that cannot be written only costs the next run an encode. */
export function folderImageCache(folder: string): ProcessedImageCache {
  const fileOf = (key: string) => path.join(folder, `${key}.img`);
  return {
    async get(key) {
      try {
        return decodeProcessed(await readFile(fileOf(key)));
      } catch {
        return undefined;
      }
    },
    async put(key, image) {
      // A read-only or full temporary folder: the picture is encoded again next time.
      await writeWhole(fileOf(key), encodeProcessed(image));
    },
  };
}
