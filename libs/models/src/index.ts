// Over 400 lines: the library's public entry names every export (no `export *`), grouped by area.
// Enums of the spec and their Chinese labels.
export {
  ACCESS_SCOPE_LABELS,
  AccessScope,
  BannerType,
  COMMENT_STATE_LABELS,
  CommentState,
  ConfigKind,
  CONTENT_MODEL_LABELS,
  CONTENT_TYPE_LABELS,
  ContentModel,
  ContentType,
  Enabled,
  ENABLED_LABELS,
  EnableFlag,
  GoodsType,
  isEnumValue,
  LinkTarget,
  ListStyle,
  NoticeType,
  RECORD_STATE_LABELS,
  RecordState,
  USER_TYPE_LABELS,
  UserType,
  type ValueOf,
  YES_NO_LABELS,
  YesNo,
} from './lib/enums.js';
export { ACTIVITY_STATE_LABELS, ActivityState, ENROLL_STATE_LABELS, EnrollState } from './lib/enums/activity.js';
export {
  ChatContentType,
  ChatFailure,
  ChatMessageState,
  ChatMessageType,
  DEFAULT_CHAT_MESSAGE_STATE,
  HANDLED_CHAT_MESSAGE_TYPES,
  MESSAGE_TYPE_LABELS,
  MessageType,
  SocketEvent,
} from './lib/enums/chat.js';
export {
  BUTTON_ACTION_LABELS,
  ButtonAction,
  CAPTCHA_MODE_LABELS,
  CAPTCHA_TYPE_LABELS,
  CaptchaMode,
  CaptchaScope,
  CaptchaType,
  CONTENT_ACTION_LABELS,
  ContentAction,
  FileAction,
  FileState,
  INTERACTION_ICON_LABELS,
  InteractionIcon,
  LIST_OUTCOME_LABELS,
  ListLoadState,
  ListOutcome,
  MATERIAL_TYPE_LABELS,
  MaterialType,
  SEARCH_TYPE_LABELS,
  SearchKey,
  SearchType,
  SortOrder,
  UploadKind,
  ViewScope,
} from './lib/enums/forms.js';

// Limits and defaults of spec §9 (and §2, §7).
export {
  AUTO_LOGIN_WINDOW,
  CAROUSEL_INTERVAL,
  COMMENT_MAX_LENGTH,
  CONFIG_LIST_QUERY,
  COOKIE_LIFETIME_DAYS,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DEFAULT_CLIENT_TIMEOUT,
  DEFAULT_NICK_HINT,
  DEFAULT_NICK_LABEL,
  DEFAULT_PAGING,
  DOCUMENT_MAX_SIZE,
  FIRST_SCREEN,
  firstScreenPaths,
  FORM_IMAGE_MAX_SIZE,
  HOT_NUM_DEFAULT,
  MAX_PAGE_SIZE,
  NAME_MAX_LENGTH,
  PAGE_SIZE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  QR_TICKET_SECONDS,
  SITE_TIMEZONE,
  SITE_UTC_OFFSET_MINUTES,
  SMS_CODE_LENGTH,
  storageKey,
  TAG_ALL,
  TEXT_MAX_LENGTH,
  TEXT_MIN_LENGTH,
  TEXTAREA_MAX_LENGTH,
  ARTICLE_MAX_LENGTH,
  POST_MAX_IMAGES,
  THEME_COLORS,
  TITLE_MAX_LENGTH,
  TOKEN_EXPIRY_OFFSET,
  TOKEN_REFRESH_INTERVAL,
  UPLOAD_MAX_SIZE,
  UPLOAD_TIMEOUT,
} from './lib/constants.js';

// Answer envelope and paged list (DESIGN §4).
export type { ApiEnvelope, FieldError, PagedList } from './lib/envelope.js';

// Error texts of spec §8.
export {
  CAROUSEL_VERTICAL_UNSUPPORTED,
  CHUNK_LOAD_FAILED,
  CONFIG_FETCH_FAILED,
  ERROR_MESSAGES,
  GALLERY_IMAGE_LOAD_FAILED,
  HTTP_STATUS_MESSAGES,
  httpStatusMessage,
  MESSAGE_CREATE_FAILED,
  NETWORK_ERROR_STATUS,
  NETWORK_TIMEOUT_STATUS,
  SOCKET_EMPTY_MESSAGE,
  SOCKET_NOT_OPEN,
  SOCKET_NOT_SUPPORTED,
  SOCKET_SEND_FAILED,
  UNKNOWN_ERROR,
} from './lib/errors.js';

// Times: ISO 8601 in UTC, shown in Asia/Shanghai.
export { formatDate, formatDateTime, fromNow, JUST_NOW, type TimeInput } from './lib/time.js';
export {
  DATE_RANGE_SHORTCUTS,
  DATE_SHORTCUTS,
  type DateRangeShortcut,
  type DateShortcut,
  inSiteZone,
  isFutureDate,
} from './lib/date-pickers.js';

// Tags.
export { joinTags, parseTags, type ParseTagsOptions, splitList } from './lib/tags.js';

// Users.
export {
  isLoggedIn,
  maskMobile,
  type StoredToken,
  toUser,
  toUserType,
  type User,
  USER_BADGES,
  type UserBadge,
  type UserBrief,
  type UserRecord,
} from './lib/user.js';

// Identity calls: sessions, QR login, verification.
export {
  type AttentionState,
  type Certificate,
  type CertificateRequest,
  CertificateState,
  IdentityType,
  type IdentityUser,
  LoginType,
  MemberRole,
  type QrCheck,
  type QrRequester,
  QrState,
  type QrTicket,
  type MemberSession,
  type SessionData,
  type SmsOutboxEntry,
  type StepUpState,
  UserCertificateState,
  type UserExtend,
  type ContentAuthorExtend,
} from './lib/identity.js';

// Content.
export {
  type Content,
  type ContentRecord,
  contentToGalleryItem,
  type GalleryForward,
  type GalleryItem,
  joinTitle,
  normalizeTitle,
  splitTitle,
  type TitleSegment,
  toContent,
} from './lib/content.js';

// Patient privacy of pictures.
export {
  type CategoryNode,
  isMedicalCategory,
  isMedicalName,
  MEDICAL_NAME_WORDS,
  PATIENT_CONSENT_LABELS,
  PATIENT_PRIVACY_REPORT_REASON,
  PatientConsent,
  patientConsentReason,
  type PatientConsentFacts,
} from './lib/patient-privacy.js';

// Media.
export {
  type CameraData,
  formatCameraData,
  IMAGE_RENDITION_WIDTHS,
  imageSrcSet,
  type ImageRendition,
  type ImageSource,
  MediaKind,
  type MediaRecord,
  toImageSource,
  VideoStatus,
} from './lib/media.js';

// Activities and entries.
export {
  type Activity,
  ACTIVITY_HINTS,
  type ActivityPhase,
  type ActivityRecord,
  activityWindow,
  type ActivityWindow,
  type Enrollment,
  type EnrollmentRecord,
  type ExhibitEnrollment,
  type ExhibitEnrollmentRecord,
  type TagsInput,
  toActivity,
  toEnrollment,
  ACTIVITY_KINDS,
  type ActivityKind,
  type ActivityResults,
  type EnrollmentCurrent,
  type RoadshowRecord,
  type VotePhase,
  type VoteResult,
  votePhaseAt,
} from './lib/activity.js';

// Chat.
export {
  chatAck,
  type ChatAck,
  chatHintTime,
  type ChatMessage,
  chatPeer,
  type ChatSession,
  type ChatUser,
  type ImMessage,
  type ImMessagePage,
  ImPermission,
  IM_PERMISSION_LABELS,
  type ImSettings,
  type BlockState,
  type BlockEntry,
  type MessageCentreUnread,
  parseChatContent,
  parseSocketFrame,
  type ServerChatFields,
  toChatMessage,
  toImMessage,
} from './lib/chat.js';

// Dictionary.
export { type DictEntry, type DictRecord, parseDictDescription, toDictEntry } from './lib/dict.js';

// Site configuration.
export {
  type ConfigByKind,
  pickConfig,
  SITE_PARAM_KEYS,
  SITE_PARAM_LABELS,
  type SiteConfig,
  type SiteConfigItem,
  type SiteParam,
  type SiteParamKey,
  type SiteParams,
  toSiteConfig,
  toSiteParams,
} from './lib/site.js';

// Search.
export { type SearchHighlight, type SearchResult, toSearchResult, toSearchResults } from './lib/search.js';

// Interactions: behaviour state, reports, notifications.
export {
  type BehaviourState,
  type Notification,
  NOTIFICATION_ACTION_LABELS,
  NotificationAction,
  NotificationType,
  type NotificationUnread,
  type Report,
  REPORT_STATE_LABELS,
  ReportState,
} from './lib/interaction.js';

// List loading state.
export {
  canLoadMore,
  createListState,
  type ListAction,
  listOutcome,
  type ListState,
  loadFailed,
  loadStateFor,
  loadSucceeded,
  reduceList,
  startLoading,
} from './lib/list-state.js';

// Uploads.
export {
  fileBaseName,
  fileExtension,
  FORM_IMAGE_MIME_TYPES,
  formatFileSize,
  isAllowedMaterial,
  isAllowedUpload,
  MATERIAL_EXTENSIONS,
  materialAccept,
  materialMaxSize,
  materialTypeOf,
  type StoredFile,
  UPLOAD_EXTENSIONS,
  uploadKindOf,
  uploadLimit,
  type UploadLimit,
} from './lib/upload.js';

// Files.
export {
  type Attachment,
  FILE_ICONS,
  fileActions,
  type FileDescriptor,
  toAttachment,
  toFileDescriptor,
  type UploadedFile,
} from './lib/files.js';

// Guides.
export type { TextGuide, TextGuideButton, TextGuideContact, TextGuideFeature, TextGuideHover } from './lib/guide.js';

// Other entities of the spec.
export type {
  Album,
  AlbumImage,
  Banner,
  Category,
  Circle,
  CircleSubscription,
  Collection,
  Comment,
  CommentMessage,
  CommentRecord,
  ContactMessage,
  Counters,
  Fans,
  ForwardMessage,
  Guestbook,
  Like,
  NoticeItem,
  OnlineMessage,
  PutInMessage,
  Reply,
  Topic,
} from './lib/entities.js';

// Circles, notices, site configuration, dictionary, categories, guestbook and banner management.
export {
  type BannerAdminRecord,
  type CategoryRecord,
  type CircleRecord,
  type CircleSubscriptionRecord,
  type DictionaryRecord,
  GuestbookKind,
  type GuestbookRecord,
  type NoticeRecord,
  type SiteConfigRecord,
  type SiteParamRecord,
} from './lib/site-records.js';

// Privacy rights: data export and account deletion.
export {
  type AccountDeletion,
  AccountDeletionCancel,
  AccountDeletionState,
  DATA_EXPORT_STATE_LABELS,
  type DataExport,
  DataExportState,
} from './lib/privacy.js';

// Personal mutes (屏蔽词): words a member hides or folds in their feeds, search and comments.
export {
  MUTE_ACTION_LABELS,
  MUTE_DURATION_LABELS,
  MUTE_DURATION_MS,
  MUTE_MAX_WORDS,
  MUTE_WORD_MAX_LENGTH,
  type Mute,
  MuteAction,
  MuteDuration,
  type MutedFold,
  muteWordKey,
} from './lib/mute.js';
