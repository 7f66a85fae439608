// Client and transport.
export { createApiClient, type ApiClient } from './lib/client.js';
export {
  DEFAULT_TIMEOUT,
  createTransport,
  type ApiClientOptions,
  type QueryParams,
  type RawAnswer,
  type RequestOptions,
  type Transport,
} from './lib/transport.js';

// Errors: one class per kind on an `ApiError` base, each with its guard.
export {
  ApiError,
  BusinessError,
  HttpError,
  NetworkError,
  TimeoutError,
  UnauthorizedError,
  isApiError,
  isBusinessError,
  isHttpError,
  isNetworkError,
  isTimeoutError,
  isUnauthorizedError,
  type ApiErrorOptions,
} from './lib/errors/index.js';

// Envelopes of both forms and paged lists.
export { isSuccessCode, toPagedList, unwrapEnvelope, type EnvelopePayload, type PageRequest } from './lib/envelope.js';
export { statusMessage } from './lib/status-messages.js';

// Endpoint groups; paths, parameters and bodies come from the contracts in @yiying/validation.
export type {
  ContentApi,
  ContentCreateRequest,
  ContentListParams,
  ContentUpdateRequest,
  AttentionListParams,
  HotListParams,
  PersonalContentParams,
  SideListParams,
} from './lib/groups/content.js';
export type { FileApi, FileUploadOptions } from './lib/groups/file.js';
export { uploadKindOfFile, uploadTimeoutOf, type UploadFileKind } from './lib/upload-kind.js';
export { canReportUploadProgress, sendWithProgress, type ProgressUploadRequest } from './lib/upload-request.js';
export type { UploadOssOptions, UserApi } from './lib/groups/user.js';
export type { SsoApi } from './lib/groups/sso.js';
export type {
  BehaviourApi,
  CollectionApi,
  InteractionListParams,
  LikesApi,
  PersonalInteractionParams,
} from './lib/groups/interaction.js';
export type {
  CommentApi,
  CommentListParams,
  PersonalCommentParams,
  ReplyApi,
  ReplyListParams,
  SubCommentParams,
} from './lib/groups/comment.js';
export type {
  AlbumApi,
  AlbumCreateRequest,
  AlbumImageApi,
  AlbumImageCreateRequest,
  AlbumImageListParams,
  AlbumListParams,
  PersonalAlbumParams,
} from './lib/groups/album.js';
export type {
  BannerApi,
  BannerListParams,
  CertificateApi,
  DevApi,
  DownloadedArchive,
  FansApi,
  FansListParams,
  ModerationApi,
  MuteApi,
  MuteCreateParams,
  PrivacyApi,
  ReportApi,
  SearchApi,
  SearchParams,
  TopicApi,
  TopicListParams,
  WxMpApi,
} from './lib/contract-apis.js';
export { clientFor, type CallResult, type ContractClient, type RouteCall } from './lib/contract-client.js';
export { endpointPaths, type EndpointPath } from './lib/endpoint-paths.js';

// Request shapes, and the answers' types (the models entities the contracts are checked against).
export type { LoginRequest, SendSmsRequest, SignupRequest } from './lib/identity.js';
export type {
  AttentionState,
  Certificate,
  CertificateRequest,
  CertificateState,
  Fans,
  IdentityType,
  IdentityUser,
  ImageSource,
  LoginType,
  MediaRecord,
  MemberRole,
  QrCheck,
  QrRequester,
  QrState,
  QrTicket,
  SessionData,
  SmsOutboxEntry,
  Topic,
  ContentRecord,
  StoredFile,
  StoredFile as UploadedFile,
  UserCertificateState,
  UserExtend,
} from '@yiying/models';
export type { VerifyTokenResult } from '@yiying/validation';

// Session: token storage, refresh timer and hooks.
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

// Private messages, block lists and the message centre.
export type { BlockApi, ImMsgApi, ImSendParams, ImSessionApi, NotificationApi } from './lib/groups/im.js';

// Activities, exhibitions, entries, votes and road shows.
export type {
  ActivityApi,
  ActivityCreateRequest,
  ActivityEnrollApi,
  ActivityListParams,
  ActivityMngApi,
  ActivityUpdateRequest,
  EnrollCreateRequest,
  EnrollListParams,
  EnrollUpdateRequest,
  RoadshowApi,
  RoadshowCreateRequest,
  RoadshowListParams,
  RoadshowUpdateRequest,
} from './lib/groups/activity.js';
export type {
  ActivityKind,
  ActivityRecord,
  ActivityResults,
  EnrollmentCurrent,
  EnrollmentRecord,
  RoadshowRecord,
  VotePhase,
  VoteResult,
} from '@yiying/models';
export type {
  CircleApi,
  CircleContentParams,
  CircleListParams,
  CircleSubscribeApi,
  CircleSubscribeListParams,
  CircleWriteRequest,
} from './lib/groups/circle.js';
export type {
  BannerMngApi,
  BannerMngListParams,
  BannerWriteRequest,
  CategoryApi,
  CategoryListParams,
  CategoryWriteRequest,
  ConfigApi,
  ConfigListParams,
  ConfigWriteRequest,
  ContactRequest,
  DictApi,
  DictListParams,
  DictWriteRequest,
  GuestbookApi,
  GuestbookListParams,
  MngConfigListParams,
  MngCrud,
  MngNoticeListParams,
  NoticeApi,
  NoticeListParams,
  NoticeWriteRequest,
  OnlineMessageRequest,
  SiteParamApi,
} from './lib/groups/site.js';
