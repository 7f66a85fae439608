import {
  UPLOAD_TIMEOUT,
  type AttentionState,
  type IdentityUser,
  type MemberSession,
  type SessionData,
  type StepUpState,
  type StoredFile,
  type UserExtend,
  type ContentAuthorExtend,
} from '@yiying/models';
import {
  UPLOAD_FIELD,
  uploadPaths,
  userPaths as accountPaths,
  type BindMobileBody,
  type ForgetPasswordBody,
  type PasswordByCodeBody,
  type ProfileChangesBody,
  type StepUpBody,
} from '@yiying/validation';
import type { LoginRequest, SendSmsRequest } from '../identity.js';
import type { Transport } from '../transport.js';
import { fillPath } from './path.js';

/** Routes of `client.user`: the account routes and the uploads of `/web/user`. */
export const userPaths = { ...accountPaths, ...uploadPaths } as const;

/** How `uploadOss` sends its file. */
export interface UploadOssOptions {
  onProgress?(percent: number): void;
  signal?: AbortSignal;
}

/** Account calls of `/web/user` and the public `/api/user` reads. */
export interface UserApi {
  /** Sends an SMS code; the answer is the same for known and unknown numbers (429 when throttled). */
  sendSms(request: SendSmsRequest): Promise<void>;
  /** Logs in by SMS code (the default) or password. */
  login(request: LoginRequest): Promise<SessionData>;
  /** Revokes the session on the server. A 401 here does not call `onUnauthorized`. */
  logout(): Promise<void>;
  current(): Promise<IdentityUser>;
  /** Public view of a member (mobile masked). */
  info(userId: string): Promise<IdentityUser>;
  /** Whether the current member follows `userId`. */
  attention(userId: string): Promise<AttentionState>;
  /** Counters of the current member. */
  extend(): Promise<UserExtend>;
  /** Counters of any member (public). */
  extendOf(userId: string): Promise<UserExtend>;
  /** The author of a post and their counters (public; 404 when the post is not visible to the caller). */
  extendOfContent(contentId: string): Promise<ContentAuthorExtend>;
  update(changes: ProfileChangesBody): Promise<IdentityUser>;
  /**
   * Uploads one image (multipart field `file`). With `onProgress`, in a browser, it is sent by XMLHttpRequest so
   * the progress of the body can be reported (0–100); it waits the image upload timeout of spec §9.
   */
  uploadOss(file: Blob, fileName: string, options?: UploadOssOptions): Promise<StoredFile>;
  fileDelete(url: string): Promise<void>;
  forgetPwd(request: ForgetPasswordBody): Promise<void>;
  setPwd(password: string): Promise<void>;
  /**
   * Binds a new mobile with a `changeMobile` code sent to that mobile; needs a `stepUp` of this session within
   * 10 minutes (403 请先验证身份 otherwise). Every other session ends.
   */
  bindMobile(request: BindMobileBody): Promise<IdentityUser>;
  updatePwdByMobileCode(request: PasswordByCodeBody): Promise<void>;
  /**
   * 验证身份 with a `stepUp` code sent to the own mobile or the login password: binding a mobile, setting a password
   * and exporting data are then allowed from this session until `verifiedUntil`.
   */
  stepUp(proof: StepUpBody): Promise<StepUpState>;
  /** 登录设备: every live login of the member, the current one first. */
  sessions(): Promise<MemberSession[]>;
  /** Ends one login (its tokens stop working at once). */
  endSession(sessionId: string): Promise<void>;
  /** Ends every login but the current one. */
  endOtherSessions(): Promise<void>;
}

export function createUserApi(
  client: Pick<Transport, 'get' | 'post' | 'request' | 'url' | 'authHeaders' | 'readAnswer'>,
): UserApi {
  const done = async (path: string, json?: unknown) => {
    await client.post<unknown>(path, json);
  };
  return {
    sendSms: (request) => done(userPaths.sendSms.path, request),
    login: (request) => client.post<SessionData>(userPaths.login.path, request),
    logout: async () => {
      await client.request('POST', userPaths.logout.path, {
        notifyUnauthorized: false,
      });
    },
    current: () => client.get<IdentityUser>(userPaths.current.path),
    info: (userId) => client.get<IdentityUser>(fillPath(userPaths.info.path, { id: userId })),
    attention: (userId) => client.get<AttentionState>(fillPath(userPaths.attention.path, { userId })),
    extend: () => client.get<UserExtend>(userPaths.extend.path),
    extendOf: (userId) => client.get<UserExtend>(fillPath(userPaths.extendOf.path, { userId })),
    extendOfContent: (contentId) =>
      client.get<ContentAuthorExtend>(fillPath(userPaths.extendOfContent.path, { contentId })),
    update: (changes) => client.post<IdentityUser>(userPaths.update.path, changes),
    uploadOss: async (file, fileName, options = {}) => {
      const form = new FormData();
      form.append(UPLOAD_FIELD, file, fileName);
      const { onProgress, signal } = options;
      if (onProgress && typeof (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest === 'function') {
        // Loaded on the first upload with a progress bar.
        const { sendWithProgress } = await import('../upload-request.js');
        const answer = await sendWithProgress({
          url: client.url(userPaths.uploadOss.path),
          headers: client.authHeaders(),
          body: form,
          timeout: UPLOAD_TIMEOUT.image,
          onProgress,
          ...(signal ? { signal } : {}),
        });
        const payload = client.readAnswer(answer);
        onProgress(100);
        return payload.data as StoredFile;
      }
      const payload = await client.request('POST', userPaths.uploadOss.path, {
        body: form,
        timeout: UPLOAD_TIMEOUT.image,
        ...(signal ? { signal } : {}),
      });
      onProgress?.(100);
      return payload.data as StoredFile;
    },
    fileDelete: (url) => done(userPaths.fileDelete.path, { url }),
    forgetPwd: (request) => done(userPaths.forgetPwd.path, request),
    setPwd: (password) => done(userPaths.setPwd.path, { password }),
    bindMobile: (request) => client.post<IdentityUser>(userPaths.bindMobile.path, request),
    updatePwdByMobileCode: (request) => done(userPaths.updatePwdByMobileCode.path, request),
    stepUp: (proof) => client.post<StepUpState>(userPaths.stepUp.path, proof),
    sessions: () => client.get<MemberSession[]>(userPaths.sessions.path),
    endSession: (sessionId) => done(fillPath(userPaths.endSession.path, { id: sessionId })),
    endOtherSessions: () => done(userPaths.endOtherSessions.path),
  };
}
