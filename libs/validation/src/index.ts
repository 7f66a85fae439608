// Messages: one Chinese text per rule, shared by the web forms and the server's 400 answers.
export { MESSAGES, lengthMessage, maxLengthMessage, notUploadedMessage, type MessageKey } from './lib/messages.js';

// Field builders.
export {
  COMMENT_INPUT_MAXLENGTH,
  MOBILE_PATTERN,
  SMS_CODE_PATTERN,
  emailField,
  isMobile,
  lengthField,
  mobileField,
  nameField,
  optionalText,
  passwordField,
  pastDate,
  phoneField,
  requiredArray,
  requiredDate,
  requiredSelect,
  requiredText,
  smsCodeField,
  text,
  textField,
  textareaField,
  titleField,
  wordCount,
} from './lib/fields.js';

// Form schemas of the spec, one module per area so a site bundles only the forms it imports.
export {
  commentSchema,
  contactSchema,
  forwardSchema,
  onlineMessageSchema,
  putInSchema,
  replySchema,
} from './lib/schemas.js';
export {
  loginByPasswordSchema,
  loginBySmsSchema,
  loginSchema,
  profileSchema,
  resetPasswordSchema,
  sendSmsSchema,
  signupSchema,
} from './lib/identity-schemas.js';
export {
  activityEntrySchema,
  contentSchema,
  contentUpdateSchema,
  exhibitEntrySchema,
  PUBLISHED_CONTENT_TYPES,
  tagsField,
} from './lib/publishing-schemas.js';
export { imSendSchema } from './lib/chat-schemas.js';

// Files and generic guards.
export {
  checkFileList,
  checkImageFile,
  fileListSchema,
  imageFileSchema,
  type FileItemLike,
  type FileListCheckOptions,
  type ImageFileLike,
} from './lib/files.js';
export { guardCreate, guardDelete, guardImSend, guardUpdate } from './lib/guards.js';

// Running a schema.
export {
  firstError,
  toFieldErrors,
  validate,
  validateAsync,
  type AnySchema,
  type ValidateOptions,
  type ValidationResult,
} from './lib/validate.js';

// HTTP contracts: one per resource (routes, list query, bodies, record schema).
export {
  MESSAGE_KEYWORD,
  dateTime,
  nullable,
  recordSchema,
  unlistedKeys,
  type Equivalent,
  type InferSchema,
  type JsonSchema,
} from './lib/contracts/json-schema.js';
export { toJsonSchema, type FieldMeta, type ToJsonSchemaOptions } from './lib/contracts/to-json-schema.js';
export {
  MAX_PAGE_NUM,
  pagingFields,
  type ListFilter,
  type PagingQuery,
  queryEnum,
  queryFlag,
  queryId,
  queryInteger,
  sortValues,
} from './lib/contracts/query.js';
export {
  albumImagePaths,
  albumPaths,
  bannerPaths,
  behaviourPaths,
  certificatePaths,
  collectionPaths,
  commentPaths,
  contentPaths,
  devPaths,
  fansPaths,
  interactionPaths,
  likesPaths,
  replyPaths,
  reportPaths,
  searchPaths,
  ssoPaths,
  topicPaths,
  uploadPaths,
  userPaths,
  wxMpPaths,
  imMsgPaths,
  notificationPaths,
  imSessionPaths,
  blockPaths,
  type RouteSpec,
  type RouteTable,
  UPLOAD_FIELD,
} from './lib/contracts/paths.js';
export { userBriefSchema } from './lib/contracts/user-brief.js';
export {
  BANNER_SORT_COLUMNS,
  bannerContract,
  bannerListQuery,
  bannerRecordSchema,
  type BannerListQuery,
} from './lib/contracts/banner.js';
export {
  attentionListQuery,
  CONTENT_SEARCH_TYPES,
  CONTENT_SORT_COLUMNS,
  contentContract,
  contentListQuery,
  contentRecordSchema,
  cursorField,
  hotListQuery,
  personalContentQuery,
  sideListQuery,
  TOPIC_SORT_COLUMNS,
  topicContract,
  topicListQuery,
  topicRecordSchema,
  type ContentCreateBody,
  type ContentListQuery,
  type ContentUpdateBody,
  type PersonalContentQuery,
  type TopicListQuery,
} from './lib/contracts/content.js';
export {
  cameraDataSchema,
  exampleMedia,
  imageRenditionSchema,
  imageSourceSchema,
  mediaRecordSchema,
} from './lib/contracts/media.js';
export {
  attentionStateSchema,
  bindMobileBody,
  changePasswordBody,
  changePasswordSchema,
  emptySchema,
  forgetPasswordBody,
  identityContract,
  identityUserSchema,
  passwordByCodeBody,
  profileChangesBody,
  refreshTokenBody,
  sessionSchema,
  setPasswordBody,
  userExtendSchema,
  verifyTokenBody,
  verifyTokenResultSchema,
  type BindMobileBody,
  type ChangePasswordBody,
  type ForgetPasswordBody,
  type PasswordByCodeBody,
  type ProfileChangesBody,
  type SendSmsBody,
  type VerifyTokenResult,
} from './lib/contracts/identity.js';
export {
  FANS_SORT_COLUMNS,
  FansListKind,
  fansContract,
  fansListQuery,
  fansRecordSchema,
  followBody,
  personalFansQuery,
  type FansListQuery,
  type PersonalFansQuery,
} from './lib/contracts/fans.js';
export {
  CERTIFICATE_SORT_COLUMNS,
  certificateBody,
  certificateContract,
  certificateListQuery,
  certificateRecordSchema,
  rejectCertificateBody,
  type CertificateListQuery,
} from './lib/contracts/certificate.js';
export {
  fileDeleteBody,
  fileUploadQuery,
  fileViewQuery,
  uploadContract,
  uploadedFileSchema,
} from './lib/contracts/upload.js';
export {
  qrCheckSchema,
  qrConfirmedSchema,
  qrExpiredSchema,
  qrLoginBody,
  qrRequesterSchema,
  qrScannedSchema,
  qrTicketBody,
  qrTicketSchema,
  wxMpContract,
  type QrConfirmed,
  type QrExpired,
  type QrScanned,
} from './lib/contracts/wx-mp.js';
export { devContract, smsOutboxEntrySchema, smsOutboxQuery, type SmsOutboxQuery } from './lib/contracts/dev.js';
export {
  IM_MESSAGES,
  IM_TEXT_MAX_LENGTH,
  imContract,
  imMsgListQuery,
  imMsgCreateBody,
  imSettingBody,
  imMessageRecordSchema,
  chatSessionRecordSchema,
  type ImMsgListQuery,
  type ImMsgCreateBody,
} from './lib/contracts/im.js';
export {
  messageCentreContract,
  messageCentreUnreadSchema,
  notificationListQuery,
  notificationReadBody,
  type NotificationListQuery,
  type NotificationReadBody,
} from './lib/contracts/message-centre.js';
export {
  behaviourStateSchema,
  collectionContract,
  collectionRecordSchema,
  forwardBody,
  INTERACTION_SORT_COLUMNS,
  interactionContract,
  interactionCreateBody,
  interactionListQuery,
  interactionUpdateBody,
  likeRecordSchema,
  likesContract,
  personalInteractionQuery,
  type ForwardBody,
  type InteractionListQuery,
  type PersonalInteractionQuery,
} from './lib/contracts/interaction.js';
export {
  COMMENT_REPLY_PREVIEW,
  COMMENT_SORT_COLUMNS,
  commentContract,
  commentCreateBody,
  commentListQuery,
  commentRecordSchema,
  personalCommentQuery,
  replyContract,
  replyCreateBody,
  replyListQuery,
  replyRecordSchema,
  subCommentQuery,
  type CommentCreateBody,
  type CommentListQuery,
  type PersonalCommentQuery,
  type ReplyCreateBody,
  type ReplyListQuery,
  type SubCommentQuery,
} from './lib/contracts/comment.js';
export {
  ALBUM_IMAGE_SORT_COLUMNS,
  ALBUM_SCOPES,
  ALBUM_SORT_COLUMNS,
  albumContract,
  albumCreateBody,
  albumImageContract,
  albumImageCreateBody,
  albumImageListQuery,
  albumImageRecordSchema,
  albumImageUpdateBody,
  albumListQuery,
  albumRecordSchema,
  albumUpdateBody,
  personalAlbumQuery,
  type AlbumCreateBody,
  type AlbumImageCreateBody,
  type AlbumImageListQuery,
  type AlbumImageUpdateBody,
  type AlbumListQuery,
  type AlbumUpdateBody,
  type PersonalAlbumQuery,
} from './lib/contracts/album.js';
export {
  SEARCH_MAX_LENGTH,
  SEARCH_SORT_COLUMNS,
  searchContract,
  searchQuery,
  searchResultSchema,
  type SearchQuery,
} from './lib/contracts/search.js';
export {
  REPORT_SORT_COLUMNS,
  ReportAction,
  reportContract,
  reportCreateBody,
  reportListQuery,
  reportRecordSchema,
  reportResolveBody,
  type ReportCreateBody,
  type ReportListQuery,
  type ReportResolveBody,
} from './lib/contracts/report.js';
export { exampleNotification, notificationRecordSchema } from './lib/contracts/notification.js';
export { CONTRACTS, contractRoutes } from './lib/contracts/index.js';
