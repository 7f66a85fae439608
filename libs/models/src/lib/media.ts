/** What an uploaded file is, decided by its bytes: a picture, a video or a document. */
export const MediaKind = { image: 'image', video: 'video', file: 'file' } as const;
export type MediaKind = (typeof MediaKind)[keyof typeof MediaKind];

/**
 * Widths (px) of the WebP renditions of every image; never larger than the original. 960 serves a full-width picture
 * on the common phones (360 to 430 px at DPR 2, 412 px at DPR 1.75), which would otherwise take 1280.
 */
export const IMAGE_RENDITION_WIDTHS = [320, 640, 960, 1280, 2048] as const;

/** One stored size of an image. */
export interface ImageRendition {
  url: string;
  width: number;
  height: number;
  /** `image/webp` for the renditions, `image/jpeg` or `image/gif` for the fallback. */
  type: string;
}

/**
 * What a page needs to draw an image without layout shift: the fallback `url` (JPEG, or the GIF
 * itself when animated), its size, the WebP `renditions` for `srcset` and a tiny `placeholder`
 * (a base64 ThumbHash) painted until the image arrives.
 */
export interface ImageSource {
  url: string;
  width: number;
  height: number;
  placeholder: string;
  renditions: ImageRendition[];
  animated?: boolean;
}

/** Camera data read from an image before its metadata is stripped (never the location). */
export interface CameraData {
  make?: string;
  model?: string;
  lens?: string;
  /** Millimetres. */
  focalLength?: number;
  /** f-number, e.g. 2.8. */
  aperture?: number;
  /** Shutter as written on cameras: `1/125`, `2s`. */
  exposureTime?: string;
  iso?: number;
  /** ISO 8601 as the camera wrote it (no zone). */
  takenAt?: string;
}

/**
 * An uploaded file (`POST /web/file/upload`). `url`, `name`, `size` and `type` are the spec's
 * uploaded-file fields; the rest depends on the kind. `camera` is sent to the owner after the
 * upload, and to others only on posts whose author ticked 显示拍摄参数.
 */
export interface MediaRecord {
  mediaId: string;
  kind: MediaKind;
  /** Stored path: image fallback, the video or the document. */
  url: string;
  /** The member's file name (never used to store or type the file). */
  name: string;
  size: number;
  /** MIME type read from the bytes. */
  type: string;
  width?: number;
  height?: number;
  /** Images: see `ImageSource`. */
  placeholder?: string;
  renditions?: ImageRendition[];
  animated?: boolean;
  camera?: CameraData;
  /** Videos: seconds, and the poster frame plus other frames to choose from (when the server can read video). */
  duration?: number;
  poster?: string;
  frames?: string[];
  /**
   * Videos: `processing` while the uploaded file is transcoded (the MP4 at `url` does not exist yet), `ready` once it
   * plays everywhere, `failed` when it could not be decoded (`error` says why).
   */
  status?: VideoStatus;
  /** Videos being processed: 0–100. */
  progress?: number;
  /** Videos that failed: the reason, in Chinese. */
  error?: string;
  /** Videos with an adaptive stream: the HLS master playlist (360p / 720p / 1080p, never above the source). */
  hls?: string;
  createTime: string;
}

/** Where a video's processing is. */
export const VideoStatus = { processing: 'processing', ready: 'ready', failed: 'failed' } as const;
export type VideoStatus = (typeof VideoStatus)[keyof typeof VideoStatus];

/** The drawable part of an image media record, or null for other kinds. */
export function toImageSource(media: MediaRecord | null | undefined): ImageSource | null {
  if (!media || media.kind !== MediaKind.image || !media.width || !media.height) return null;
  const source: ImageSource = {
    url: media.url,
    width: media.width,
    height: media.height,
    placeholder: media.placeholder ?? '',
    renditions: media.renditions ?? [],
  };
  if (media.animated) source.animated = true;
  return source;
}

/**
 * `srcset` of an image: its WebP renditions by width (empty when it has none, e.g. an animated GIF), and, when the
 * stored picture is wider than its widest rendition, the picture itself (the metadata-free fallback at its own width),
 * so a viewer drawn wider than that rendition × the screen's density is never drawn from a narrower file.
 */
export function imageSrcSet(
  image: Pick<ImageSource, 'renditions'> & Partial<Pick<ImageSource, 'url' | 'width' | 'animated'>>,
): string {
  const webp = image.renditions.filter((r) => r.type === 'image/webp');
  const candidates = webp.map((r) => `${r.url} ${r.width}w`);
  const widest = webp.reduce((max, r) => Math.max(max, r.width), 0);
  if (candidates.length && image.url && image.width && !image.animated && image.width > widest) {
    candidates.push(`${image.url} ${image.width}w`);
  }
  return candidates.join(', ');
}

/** Camera data as one line: `Canon EOS R5 · RF24-70mm · 50mm · f/2.8 · 1/125s · ISO 400`. */
export function formatCameraData(camera: CameraData | null | undefined): string {
  if (!camera) return '';
  const body = [camera.make, camera.model].filter(Boolean).join(' ');
  const parts = [
    body,
    camera.lens,
    camera.focalLength ? `${camera.focalLength}mm` : '',
    camera.aperture ? `f/${camera.aperture}` : '',
    camera.exposureTime ? (/s$/.test(camera.exposureTime) ? camera.exposureTime : `${camera.exposureTime}s`) : '',
    camera.iso ? `ISO ${camera.iso}` : '',
  ];
  return parts.filter(Boolean).join(' · ');
}
