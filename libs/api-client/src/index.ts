export {
  createApiClient,
  DEFAULT_TIMEOUT,
  type ApiClient,
  type ApiClientOptions,
  type QueryParams,
  type RawAnswer,
  type RequestOptions,
} from './lib/client.js';
export * from './lib/errors/index.js';
export { isSuccessCode, toPagedList, unwrapEnvelope, type EnvelopePayload, type PageRequest } from './lib/envelope.js';
export { statusMessage } from './lib/status-messages.js';
export type * from './lib/identity.js';
export { BANNER_PAGE_SIZE, type BannerApi, type BannerListParams } from './lib/endpoints/banner.js';
export { CONTENT_PAGE_SIZE, type ContentApi, type ContentListParams } from './lib/endpoints/content.js';
export { userPaths, type UserApi } from './lib/endpoints/user.js';
export type { SsoApi } from './lib/endpoints/sso.js';
export type { WxMpApi } from './lib/endpoints/wx-mp.js';
export { FANS_PAGE_SIZE, type FansApi, type FansListParams } from './lib/endpoints/fans.js';
export type { BehaviourApi } from './lib/endpoints/behaviour.js';
export type { CertificateApi } from './lib/endpoints/certificate.js';
export type { DevApi } from './lib/endpoints/dev.js';
export { endpointPaths, type EndpointPath } from './lib/endpoint-paths.js';
export {
  createSession,
  type Session,
  type SessionClientHooks,
  type SessionOptions,
  type SessionSnapshot,
  type SessionTimers,
  type StoredSessionToken,
} from './lib/session/session.js';
export { createMemoryStorage, type KeyValueStorage } from './lib/session/storage.js';
