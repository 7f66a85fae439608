/**
 * The processing of an uploaded video, followed while it lasts: pushed over the member's chat socket, asked for over
 * HTTP as a fallback. Imported by path by 发布视频 only, so no other page carries it.
 */
import { useEffect, useMemo, useState } from 'react';
import type { MediaRecord } from '@yiying/models';
import { useApiClient } from './api-client-context';
import { useCurrentUser } from './current-user';
import { useSession } from './session-context';

/** How often a video being processed is asked for while nothing is pushed. */
export const VIDEO_STATUS_POLL_MS = 1500;
/** How often it is still asked for once the socket pushes its progress (a push lost on a reconnect is caught up). */
export const VIDEO_STATUS_FALLBACK_MS = 10_000;

/** Subscribes to the processing notices of the member's videos; answers the unsubscribe function. */
export type VideoNotices = (listener: (media: MediaRecord) => void) => () => void;

/** The media of a socket frame `{ type: 'notice', media }` (how the server pushes a video's processing), else undefined. */
export function videoNotice(frame: unknown): MediaRecord | undefined {
  if (!frame || typeof frame !== 'object') return undefined;
  const { type, media } = frame as { type?: unknown; media?: unknown };
  if (type !== 'notice' || !media || typeof media !== 'object') return undefined;
  const record = media as Partial<MediaRecord>;
  return typeof record.mediaId === 'string' && typeof record.status === 'string' ? (record as MediaRecord) : undefined;
}

export interface VideoWatch {
  mediaId: string;
  /** The record as first known (its progress orders what comes after). */
  initial: MediaRecord;
  ask: (signal: AbortSignal) => Promise<MediaRecord>;
  notices?: VideoNotices;
  onChange: (media: MediaRecord) => void;
  timers?: { setTimeout: (fn: () => void, ms: number) => unknown; clearTimeout: (handle: unknown) => void };
}

/**
 * Follows one video in `processing` until it is `ready` or `failed`: every pushed notice is taken at once; the status
 * is asked for every {@link VIDEO_STATUS_POLL_MS} until a push arrives, then only every
 * {@link VIDEO_STATUS_FALLBACK_MS}. An older progress (a late poll answer after a push) never goes back. Answers the
 * stop function.
 */
export function watchVideo({ mediaId, initial, ask, notices, onChange, timers }: VideoWatch): () => void {
  const clock = timers ?? {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const controller = new AbortController();
  let current = initial;
  let pushed = false;
  let stopped = false;
  let timer: unknown;
  let asking = false;
  let unsubscribe: (() => void) | undefined = undefined;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clock.clearTimeout(timer);
    controller.abort();
    unsubscribe?.();
  };
  const take = (media: MediaRecord) => {
    if (stopped || media.mediaId !== mediaId) return;
    if (media.status === 'processing' && (media.progress ?? 0) < (current.progress ?? 0)) return;
    current = media;
    onChange(media);
    if (media.status !== 'processing') stop();
  };
  const schedule = () => {
    timer = clock.setTimeout(
      () => {
        asking = true;
        ask(controller.signal).then(
          (fresh) => {
            asking = false;
            take(fresh);
            if (!stopped) schedule();
          },
          () => {
            asking = false;
            if (!stopped) schedule();
          },
        );
      },
      pushed ? VIDEO_STATUS_FALLBACK_MS : VIDEO_STATUS_POLL_MS,
    );
  };
  unsubscribe = notices?.((media) => {
    if (media.mediaId !== mediaId) return;
    const first = !pushed;
    pushed = true;
    take(media);
    // The socket works: the next ask moves to the slow pace.
    if (first && !stopped && !asking) {
      clock.clearTimeout(timer);
      schedule();
    }
  });
  if (stopped) unsubscribe?.();
  else schedule();
  return stop;
}

/** The processing notices of the signed-in member's videos, from the chat socket (its engine loaded on first use). */
function useSocketVideoNotices(): VideoNotices | undefined {
  const client = useApiClient();
  const { session } = useSession();
  const { user } = useCurrentUser();
  const userId = user?.userId;
  return useMemo<VideoNotices | undefined>(() => {
    if (!userId) return undefined;
    return (listener) => {
      let off: (() => void) | undefined;
      let cancelled = false;
      void import('../features/messages/chat-connection').then(
        ({ chatEngineFor }) => {
          if (cancelled) return;
          off = chatEngineFor(client, session, userId).on('message', (frame) => {
            const media = videoNotice(frame);
            if (media) listener(media);
          });
        },
        () => undefined,
      );
      return () => {
        cancelled = true;
        off?.();
      };
    };
  }, [client, session, userId]);
}

/**
 * The uploaded `media` as the server has it now: a video in `processing` is followed ({@link watchVideo}: socket
 * notices, `GET /web/file/status` as the fallback) until it is `ready` or `failed`; anything else is answered as given.
 */
export function useProcessedMedia(media: MediaRecord | undefined): MediaRecord | undefined {
  const client = useApiClient();
  const notices = useSocketVideoNotices();
  const [latest, setLatest] = useState<MediaRecord | undefined>(media);
  useEffect(() => setLatest(media), [media]);
  const processing = latest?.status === 'processing' ? latest : undefined;
  const mediaId = processing?.mediaId;
  useEffect(() => {
    if (!mediaId || !processing) return undefined;
    return watchVideo({
      mediaId,
      initial: processing,
      ask: (signal) => client.file.status(mediaId, { signal }),
      notices,
      onChange: setLatest,
    });
    // Followed once per video: its own progress changes must not start a new watch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, mediaId, notices]);
  return latest;
}
