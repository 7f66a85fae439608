import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@yiying/api-client';
import {
  FileState,
  MaterialType,
  POST_MAX_IMAGES,
  UNKNOWN_ERROR,
  isAllowedMaterial,
  materialMaxSize,
  type MediaRecord,
} from '@yiying/models';
import { MESSAGES, checkFileList } from '@yiying/validation';
import { fitImageFile } from '../../components/upload/fit-image';
import { loadFaceDetector, type FaceBox } from '../../components/privacy';
import { useMediaUploader } from '../../data/publish';

/** One picture of the post: being uploaded, uploaded, or failed. */
export interface MediaItem {
  key: string;
  name: string;
  size: number;
  percent: number;
  /** `checking`: faces are looked for on this device; `review`: faces were found, the member decides before upload. */
  status: 'checking' | 'review' | 'uploading' | 'done' | 'failed';
  error?: string;
  media?: MediaRecord;
  /** The picture waiting on this device (checking, review): nothing of it was sent yet. */
  file?: File;
  /** Faces the detector found in it. */
  faces?: FaceBox[];
  /** The detector could not run on it. */
  detectFailed?: boolean;
  /** Milliseconds the detection took on this device (the model's first load apart), and the worker's part of it. */
  detectMs?: number;
  detectWorkerMs?: number;
  /** Faces left visible in what was uploaded (asks for the patient's consent before publishing). */
  facesLeft?: number;
}

let nextKey = 0;

/** What a list holds: the pictures of an image post, or the documents attached to an article. */
export type MediaListKind = 'image' | 'document';

/** Most documents one article carries. */
export const MAX_ATTACHMENTS = 10;

/** Material filters of attachments: PDF and Office files (spec §5), each under 20MB in a form. */
const DOCUMENT_MATERIALS = [MaterialType.pdf, MaterialType.mso] as const;

/** The form rule of one attachment: a PDF or Office file (文件类型不符合要求) under its size (大小超出指定的范围). */
export function checkDocumentFile(file: { name: string; size: number }): string | null {
  const material = DOCUMENT_MATERIALS.find((m) => isAllowedMaterial(file.name, m));
  if (!material) return MESSAGES.fileTypeInvalid;
  if (file.size > materialMaxSize(material, file.name)) return MESSAGES.fileTooLarge;
  return null;
}

/** A stored file as an item of the list (an editor opened on an existing post). */
export function itemOfMedia(media: MediaRecord): MediaItem {
  nextKey += 1;
  return { key: `m${nextKey}`, name: media.name, size: media.size, percent: 100, status: 'done', media };
}

export interface MediaList {
  items: MediaItem[];
  /** Messages of the files refused before upload (type, size, too many). */
  rejected: string[];
  /** Key of the cover (default the first picture). */
  coverKey: string | null;
  add(files: readonly File[]): void;
  remove(key: string): void;
  move(key: string, by: -1 | 1): void;
  setCover(key: string): void;
  replace(items: MediaItem[], coverUrl?: string): void;
  /** Spec file-list checks before saving: at least one file, each uploaded first (先将…上传到服务器). */
  check(): string | null;
  mediaIds: string[];
  /** Address of the chosen cover, when it is not simply the first picture. */
  coverUrl: string | undefined;
  /** The first picture whose faces wait for the member's decision (图片隐私检查). */
  reviewing: MediaItem | undefined;
  /** Uploads the reviewed picture as edited (the original stays on the device). */
  finishReview(key: string, file: File, facesLeft: number): void;
  /** Faces left visible in the uploaded pictures. */
  facesLeft: number;
}

/**
 * The pictures of an image post (or, with `kind` document, an article's attachments): each picked file is checked
 * with the form rule (JPG/PNG/GIF under 2MB; PDF and Office under 20MB), then uploaded at once with its own progress;
 * the list can be reordered, a cover chosen, a file removed (its upload is stopped).
 */
export function useMediaList(kind: MediaListKind = 'image'): MediaList {
  const upload = useMediaUploader();
  const [items, setItems] = useState<MediaItem[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const [coverKey, setCoverKey] = useState<string | null>(null);
  const aborts = useRef(new Map<string, () => void>());

  useEffect(() => {
    const pending = aborts.current;
    return () => pending.forEach((abort) => abort());
  }, []);

  const patch = useCallback((key: string, change: Partial<MediaItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const itemCount = useRef(items.length);
  itemCount.current = items.length;

  const add = (files: readonly File[]) => {
    if (kind !== 'image') return addChecked(files.map((file) => ({ file, problem: checkDocumentFile(file) })));
    // Pictures over the limit are shrunk in the browser first; only what cannot fit is refused.
    void Promise.all(files.map((file) => fitImageFile(file))).then((results) =>
      addChecked(
        results.map((result, index) =>
          'file' in result ? { file: result.file, problem: null } : { file: files[index], problem: result.problem },
        ),
      ),
    );
  };

  const addChecked = (files: ReadonlyArray<{ file: File; problem: string | null }>) => {
    const problems: string[] = [];
    const accepted: { file: File; item: MediaItem }[] = [];
    let room = (kind === 'image' ? POST_MAX_IMAGES : MAX_ATTACHMENTS) - itemCount.current;
    for (const { file, problem } of files) {
      if (problem) {
        problems.push(`${file.name}：${problem}`);
        continue;
      }
      if (room <= 0) {
        problems.push(`${file.name}：${kind === 'image' ? MESSAGES.imagesMax : `最多添加${MAX_ATTACHMENTS}个附件`}`);
        continue;
      }
      room -= 1;
      nextKey += 1;
      accepted.push({
        file,
        item: { key: `f${nextKey}`, name: file.name, size: file.size, percent: 0, status: 'uploading' },
      });
    }
    setRejected(problems);
    if (!accepted.length) return;
    setItems((list) => [...list, ...accepted.map((a) => a.item)]);
    itemCount.current += accepted.length;
    for (const { file, item } of accepted) {
      if (kind === 'image') scan(item.key, file);
      else startUpload(item.key, file);
    }
  };

  /** Looks for faces on this device first: a picture with faces waits for the member; one without is uploaded. */
  const scan = (key: string, file: File) => {
    // Without Web Workers (an old browser) the server's check is the only one.
    if (typeof Worker === 'undefined') return startUpload(key, file);
    patch(key, { status: 'checking', file });
    loadFaceDetector()
      .then((detect) => detect(file))
      .then(
        ({ faces, totalMs, ms }) => {
          if (faces.length)
            patch(key, { status: 'review', faces, detectMs: Math.round(totalMs), detectWorkerMs: Math.round(ms) });
          else startUpload(key, file, 0);
        },
        () => patch(key, { status: 'review', faces: [], detectFailed: true }),
      );
  };

  const finishReview = (key: string, file: File, facesLeft: number) => {
    void fitImageFile(file).then((fitted) => {
      if ('problem' in fitted) return patch(key, { status: 'failed', error: fitted.problem, file: undefined });
      patch(key, { name: fitted.file.name, size: fitted.file.size });
      startUpload(key, fitted.file, facesLeft);
    });
  };

  const startUpload = (key: string, file: File, facesLeft?: number) => {
    patch(key, { status: 'uploading', percent: 0, file: undefined, facesLeft });
    const task = upload(file, (percent) => patch(key, { percent }));
    aborts.current.set(key, task.abort);
    task.done
      .then((media) => patch(key, { status: 'done', percent: 100, media }))
      .catch((error: unknown) => {
        if ((error as { name?: string } | null)?.name === 'AbortError') return;
        patch(key, { status: 'failed', error: isApiError(error) ? error.message : UNKNOWN_ERROR });
      })
      .finally(() => aborts.current.delete(key));
  };

  const remove = (key: string) => {
    aborts.current.get(key)?.();
    setItems((list) => list.filter((item) => item.key !== key));
    setCoverKey((current) => (current === key ? null : current));
  };

  const move = (key: string, by: -1 | 1) => {
    setItems((list) => {
      const index = list.findIndex((item) => item.key === key);
      const target = index + by;
      if (index < 0 || target < 0 || target >= list.length) return list;
      const next = [...list];
      [next[index], next[target]] = [next[target], next[index]];
      return next;
    });
  };

  const replace = (next: MediaItem[], coverUrl?: string) => {
    setItems(next);
    const cover = coverUrl ? next.find((item) => item.media?.url === coverUrl) : undefined;
    setCoverKey(cover && cover !== next[0] ? cover.key : null);
  };

  const check = () => {
    // Attachments are optional; pictures are checked as a list (an empty list asks to add files first).
    if (kind === 'document' && items.length === 0) return null;
    const errors = checkFileList(
      items.map((item) => ({
        name: item.name,
        size: item.size,
        state: item.status === 'done' ? FileState.uploaded : FileState.adding,
      })),
      kind === 'image' ? MaterialType.image : MaterialType.all,
      { requireUploaded: true },
    );
    return errors[0]?.message ?? null;
  };

  const done = items.filter((item) => item.status === 'done' && item.media);
  const cover = items.find((item) => item.key === coverKey);
  return {
    items,
    rejected,
    coverKey: cover ? cover.key : (items[0]?.key ?? null),
    add,
    remove,
    move,
    setCover: setCoverKey,
    replace,
    check,
    mediaIds: done.map((item) => item.media?.mediaId as string),
    coverUrl: cover?.media && cover !== items[0] ? cover.media.url : undefined,
    reviewing: items.find((item) => item.status === 'review'),
    finishReview,
    facesLeft: items.reduce((sum, item) => sum + (item.status === 'done' ? (item.facesLeft ?? 0) : 0), 0),
  };
}
