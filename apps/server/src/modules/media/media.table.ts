import type { Insertable, Selectable } from 'kysely';
import type { MediaKind } from '@yiying/models';

/**
 * Why a file was uploaded: for a post (pruned when no post links it within a day), a profile (avatar, certificate) or
 * a private message (a picture sent in a conversation; kept while the conversation is).
 */
export type MediaPurpose = 'post' | 'profile' | 'chat';

/** Where a linked media sits in a post: in its body (gallery, video, attachment, inline image) or as its cover. */
export type ContentMediaRole = 'body' | 'cover';

/** One uploaded file; `url` is its public path under `/files/`, every other stored path hangs off it. */
export interface MediaTable {
  media_id: string;
  owner_id: string;
  kind: MediaKind;
  purpose: MediaPurpose;
  url: string;
  /** The member's file name, shown only (never used to store or type the file). */
  name: string;
  size: number;
  type: string;
  width: number | null;
  height: number | null;
  /** Base64 ThumbHash of images. */
  placeholder: string | null;
  /** JSON `ImageRendition[]` of images. */
  renditions: string | null;
  /** 1 for an animated GIF. */
  animated: number;
  /** JSON `CameraData` read before the metadata was stripped; never a location. */
  camera: string | null;
  /** Seconds, videos only. */
  duration: number | null;
  /** Url of the first frame (videos read by ffmpeg). */
  poster: string | null;
  /** JSON array of frame urls (each frame is an image media row of its own). */
  frames: string | null;
  /** Videos: `processing` until transcoded, `ready`, or `failed`; every other row `ready`. */
  status: 'processing' | 'ready' | 'failed';
  /** Videos being processed: 0–100. */
  progress: number;
  /** Why a video failed (Chinese, shown to its owner). */
  error: string | null;
  /** Storage key of an uploaded video as it came (`o/…`): kept for its owner, never served, removed with the row. */
  original: string | null;
  /** Url of the HLS master playlist (long or large videos). */
  hls: string | null;
  /** The transcoding job. */
  job_id: string | null;
  /** The picture check's verdict: null when none ran, `pass`, or `review` (held until an admin looks). */
  moderation: 'pass' | 'review' | null;
  /** JSON array of the risk labels the check named. */
  moderation_labels: string | null;
  /** Images: faces the server's check found (null until the check ran, and for other kinds). */
  faces: number | null;
  /** JSON `FaceBox[]` of those faces (fractions of the picture). */
  face_boxes: string | null;
  create_time: string;
}

/** Which media a post uses, in order. */
export interface ContentMediaTable {
  content_id: string;
  media_id: string;
  position: number;
  role: ContentMediaRole;
}

export type MediaRow = Selectable<MediaTable>;
export type NewMediaRow = Insertable<MediaTable>;
export type ContentMediaRow = Selectable<ContentMediaTable>;

/** The tables of this module. */
export interface MediaTables {
  media: MediaTable;
  content_media: ContentMediaTable;
}
