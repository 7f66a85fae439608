/**
 * Hooks of the publishing pages. Imported by path, not through the `data` barrel: the barrel is part of the entry
 * chunk, and these are used only by lazily loaded pages, so they stay out of the home route's initial JS.
 */
import { useCallback, useMemo } from 'react';
import type {
  ContentCreateRequest,
  ContentUpdateRequest,
  PersonalContentParams,
  TopicListParams,
} from '@yiying/api-client';
import { toContent, type Content, type ContentRecord, type MediaRecord, type PagedList } from '@yiying/models';
import { useApiClient } from './api-client-context';
import { queryKeys } from './query-keys';
import { useSession } from './session-context';
import { useApiQuery, useRevalidate } from './use-api-query';
import type { UploadTask } from './upload-with-progress';

/** One post with its media; `null` id skips the call (an editor opened for a new post). */
export function useContentDetail(contentId: string | null | undefined) {
  return useApiQuery(
    contentId ? queryKeys.content.detail(contentId) : null,
    async (client): Promise<Content> => toContent(await client.content.detail(contentId as string)),
  );
}

/** The signed-in member's own posts (`state` create = 草稿, publish = 已发布). */
export function usePersonalContent(params: PersonalContentParams) {
  const { user } = useSession();
  const userId = user?.userId;
  return useApiQuery(
    userId ? queryKeys.content.personal(userId, params) : null,
    async (client): Promise<PagedList<Content>> => {
      const list = await client.content.personalList(params);
      return { ...list, records: list.records.map((record) => toContent(record)) };
    },
  );
}

/** Topics whose name contains `title` (the `#topic#` suggestions); `null` skips the call. */
export function useTopicList(params: TopicListParams | null) {
  return useApiQuery(params ? queryKeys.topic.list(params) : null, (client) => client.topic.list(params ?? {}));
}

/** Create, update and delete of the member's posts; each refreshes every list and detail that may show the post. */
export interface ContentMutations {
  create(body: ContentCreateRequest): Promise<ContentRecord>;
  update(contentId: string, body: ContentUpdateRequest): Promise<ContentRecord>;
  remove(contentId: string): Promise<void>;
}

/**
 * The publishing calls. After each, every content read (Home, homepages, my works, details) and the members'
 * counters are revalidated, so a new post shows on Home and on the author's homepage at once.
 */
export function useContentMutations(): ContentMutations {
  const client = useApiClient();
  const revalidate = useRevalidate();
  const refresh = useCallback(
    () => revalidate(queryKeys.content.all, queryKeys.topic.all, queryKeys.user.all),
    [revalidate],
  );
  return useMemo(
    () => ({
      create: async (body) => {
        const record = await client.content.create(body);
        await refresh();
        return record;
      },
      update: async (contentId, body) => {
        const record = await client.content.update(contentId, body);
        await refresh();
        return record;
      },
      remove: async (contentId) => {
        await client.content.delete(contentId);
        await refresh();
      },
    }),
    [client, refresh],
  );
}

/** Starts an upload of one post file, calling `onProgress` with 0–100. */
export type MediaUploader = (file: File, onProgress: (percent: number) => void) => UploadTask<MediaRecord>;

/** Uploads post files (`/web/file/upload`) with the app's client, reporting progress; each can be aborted. */
export function useMediaUploader(): MediaUploader {
  const client = useApiClient();
  return useCallback(
    (file, onProgress) => {
      const controller = new AbortController();
      const done = client.file.upload(file, { onProgress, signal: controller.signal });
      return { done, abort: () => controller.abort() };
    },
    [client],
  );
}
