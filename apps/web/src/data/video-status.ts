/**
 * The processing of an uploaded video, asked for while it lasts. Imported by path by 发布视频 only, so no other page
 * carries it.
 */
import { useEffect, useState } from 'react';
import type { MediaRecord } from '@yiying/models';
import { useApiClient } from './api-client-context';

/** How often a video being processed is asked for again. */
export const VIDEO_STATUS_POLL_MS = 1500;

/**
 * The uploaded `media` as the server has it now: a video in `processing` is asked for again (`GET /web/file/status`)
 * until it is `ready` or `failed`; anything else is answered as given. A failed call keeps asking.
 */
export function useProcessedMedia(media: MediaRecord | undefined): MediaRecord | undefined {
  const client = useApiClient();
  const [latest, setLatest] = useState<MediaRecord | undefined>(media);
  useEffect(() => setLatest(media), [media]);
  const mediaId = latest?.mediaId;
  const processing = latest?.status === 'processing';
  useEffect(() => {
    if (!processing || !mediaId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const ask = () => {
      timer = setTimeout(() => {
        client.file.status(mediaId, { signal: controller.signal }).then(
          (fresh) => {
            setLatest(fresh);
            if (fresh.status === 'processing') ask();
          },
          () => {
            if (!controller.signal.aborted) ask();
          },
        );
      }, VIDEO_STATUS_POLL_MS);
    };
    ask();
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, mediaId, processing]);
  return latest;
}
