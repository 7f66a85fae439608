import { FORM_IMAGE_MAX_SIZE } from '@yiying/models';
import { checkImageFile, MESSAGES } from '@yiying/validation';

/** A decoded picture, upright (its EXIF orientation applied). */
export interface DecodedImage {
  width: number;
  height: number;
  close?(): void;
}

/** What shrinking needs from the browser; injected so the steps can be tested without a canvas. */
export interface FitImageEnv {
  decode(file: Blob): Promise<DecodedImage>;
  /** Draws the picture at `width` × `height` on white and encodes it as JPEG at `quality` (0–1). */
  encode(image: DecodedImage, width: number, height: number, quality: number): Promise<Blob>;
}

export type FitImageResult = { file: File; shrunk: boolean } | { problem: string };

/** Long edges tried, from the largest; a picture is never drawn larger than it is. */
const LONG_EDGES = [4096, 3200, 2560, 2048, 1600, 1280];
/** JPEG qualities tried at each long edge. */
const QUALITIES = [0.9, 0.82, 0.74];

/** True when the bytes of a GIF hold more than one frame (shrinking it would stop its animation). */
export function isAnimatedGif(bytes: Uint8Array): boolean {
  if (bytes.length < 6 || String.fromCharCode(...bytes.subarray(0, 3)) !== 'GIF') return false;
  let frames = 0;
  // Each frame starts with a graphic control extension (21 F9 04) or, without one, an image descriptor (2C).
  for (let i = 6; i < bytes.length - 3; i++) {
    if (bytes[i] === 0x21 && bytes[i + 1] === 0xf9 && bytes[i + 2] === 0x04) {
      frames += 1;
      if (frames > 1) return true;
      i += 7;
    }
  }
  return false;
}

function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '');
  return `${base || 'image'}.jpg`;
}

/** The sizes to try, largest first: each long edge at each quality. */
export function shrinkSteps(width: number, height: number): Array<{ width: number; height: number; quality: number }> {
  const long = Math.max(width, height);
  const edges = [long, ...LONG_EDGES.filter((edge) => edge < long)];
  const steps: Array<{ width: number; height: number; quality: number }> = [];
  for (const edge of new Set(edges)) {
    const scale = edge / long;
    const size = { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
    for (const quality of QUALITIES) steps.push({ ...size, quality });
  }
  return steps;
}

function browserEnv(): FitImageEnv {
  return {
    decode: (file) => createImageBitmap(file, { imageOrientation: 'from-image' }),
    encode: (image, width, height, quality) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) return Promise.reject(new Error('canvas'));
      // JPEG has no transparency: a transparent PNG gets a white ground rather than black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.imageSmoothingQuality = 'high';
      context.drawImage(image as ImageBitmap, 0, 0, width, height);
      return new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode'))), 'image/jpeg', quality),
      );
    },
  };
}

/**
 * Makes a picked picture fit the spec's picture limit (under 2 MB): a picture already under it is kept as it is; a
 * larger JPG / PNG / still GIF is drawn upright (orientation kept) as a JPEG, with its quality and then its long
 * edge reduced step by step until it fits. The spec's texts come back only when that cannot work: a file that is no
 * picture of those types (上传图片只能是 JPG/PNG/GIF 格式!), an animated GIF, an undecodable file or one that does not fit
 * even at the smallest step (上传图片大小不能超过 2MB!).
 */
export async function fitImageFile(
  file: File,
  { limit = FORM_IMAGE_MAX_SIZE, env }: { limit?: number; env?: FitImageEnv } = {},
): Promise<FitImageResult> {
  const problem = checkImageFile(file);
  if (!problem && file.size < limit) return { file, shrunk: false };
  if (problem && problem !== MESSAGES.imageSize) return { problem };
  const isGif = file.type === 'image/gif' || /\.gif$/i.test(file.name);
  if (isGif && isAnimatedGif(new Uint8Array(await readBytes(file)))) return { problem: MESSAGES.imageSize };
  const use = env ?? (typeof createImageBitmap === 'function' ? browserEnv() : null);
  if (!use) return { problem: MESSAGES.imageSize };
  let image: DecodedImage;
  try {
    image = await use.decode(file);
  } catch {
    return { problem: MESSAGES.imageSize };
  }
  try {
    for (const step of shrinkSteps(image.width, image.height)) {
      const blob = await use.encode(image, step.width, step.height, step.quality);
      if (blob.size < limit) {
        return {
          file: new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified }),
          shrunk: true,
        };
      }
    }
  } catch {
    return { problem: MESSAGES.imageSize };
  } finally {
    image.close?.();
  }
  return { problem: MESSAGES.imageSize };
}
