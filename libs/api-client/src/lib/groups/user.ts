import { UPLOAD_TIMEOUT } from '@yiying/models';
import { UPLOAD_FIELD, type uploadPaths, type userPaths } from '@yiying/validation';
import { clientFor, type CallResult, type ContractClient } from '../contract-client.js';
import type { Transport } from '../transport.js';

type User = ContractClient<typeof userPaths>;

/** How `uploadOss` sends its file. */
export interface UploadOssOptions {
  onProgress?(percent: number): void;
  signal?: AbortSignal;
}

/**
 * Account calls of `/web/user` and the public `/api/user` reads, with the member's own images (`uploadOss`,
 * `fileDelete` of the upload contract).
 */
export type UserApi = Omit<User, 'logout' | 'setPwd'> & {
  /** Revokes the session on the server. A 401 here does not call `onUnauthorized`. */
  logout(): Promise<void>;
  /** Sets the first password (needs a `stepUp` of this session within 10 minutes). */
  setPwd(password: string): ReturnType<User['setPwd']>;
  /**
   * Uploads one image (multipart field `file`). With `onProgress`, in a browser, it is sent by XMLHttpRequest so
   * the progress of the body can be reported (0–100); it waits the image upload timeout of spec §9.
   */
  uploadOss(
    file: Blob,
    fileName: string,
    options?: UploadOssOptions,
  ): Promise<CallResult<typeof uploadPaths.uploadOss>>;
  /** Deletes one of the member's own files by its stored path. */
  fileDelete(url: string): Promise<CallResult<typeof uploadPaths.fileDelete>>;
};

/** The route tables the user group calls: its own and the upload contract's (for the member's images). */
export interface UserTables {
  user: typeof userPaths;
  upload: typeof uploadPaths;
}

/**
 * The user group: the contract's calls, `setPwd` and `fileDelete` taking their one value, and two calls written
 * here: `logout` (its 401 must not end the session a second time) and the multipart `uploadOss`.
 */
export function userApi(
  calls: User,
  tables: UserTables,
  transport: Pick<Transport, 'get' | 'post' | 'list' | 'request' | 'url' | 'authHeaders' | 'readAnswer'>,
): UserApi {
  const files = clientFor({ fileDelete: tables.upload.fileDelete }, transport);
  return {
    ...calls,
    logout: async () => {
      await transport.request('POST', tables.user.logout.path, { notifyUnauthorized: false });
    },
    setPwd: (password) => calls.setPwd({ password }),
    fileDelete: (url) => files.fileDelete({ url }),
    uploadOss: async (file, fileName, options = {}) => {
      const path = tables.upload.uploadOss.path;
      const form = new FormData();
      form.append(UPLOAD_FIELD, file, fileName);
      const { onProgress, signal } = options;
      if (onProgress && typeof (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest === 'function') {
        // Loaded on the first upload with a progress bar.
        const { sendWithProgress } = await import('../upload-request.js');
        const answer = await sendWithProgress({
          url: transport.url(path),
          headers: transport.authHeaders(),
          body: form,
          timeout: UPLOAD_TIMEOUT.image,
          onProgress,
          ...(signal ? { signal } : {}),
        });
        const payload = transport.readAnswer(answer);
        onProgress(100);
        return payload.data as CallResult<typeof uploadPaths.uploadOss>;
      }
      const payload = await transport.request('POST', path, {
        body: form,
        timeout: UPLOAD_TIMEOUT.image,
        ...(signal ? { signal } : {}),
      });
      onProgress?.(100);
      return payload.data as CallResult<typeof uploadPaths.uploadOss>;
    },
  };
}
