import {
  ARTICLE_MAX_LENGTH,
  POST_MAX_IMAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SMS_CODE_LENGTH,
  SOCKET_EMPTY_MESSAGE,
} from '@yiying/models';

/** Message `长度在 min 到 max 个字符` for a length range. */
export function lengthMessage(min: number, max: number): string {
  return `长度在 ${min} 到 ${max} 个字符`;
}

/** Message for text over a single upper bound. */
export function maxLengthMessage(max: number): string {
  return `最多输入${max}个字符`;
}

/** Message for a file that still has to be uploaded: 先将 + name + 上传到服务器. */
export function notUploadedMessage(fileName: string): string {
  return `先将${fileName}上传到服务器`;
}

/**
 * Every validation message, so the web forms and the server's 400 answers use one text.
 * Keys are stable; spec §5 texts are quoted exactly, the rest are ours where the spec gives none.
 */
export const MESSAGES = {
  // Contact form, online message form and put-in dialog (spec §5).
  nameRequired: '必须填写姓名',
  nameMax: '姓名必须小于32个字符',
  phoneRequired: '必须填写手机号码',
  phoneInvalid: '请输入正确的手机号码',
  titleRequired: '必须填写留言标题',
  titleMax: '留言标题必须小于64个字符',
  // Comment and forward.
  commentRequired: '必须填写评论',
  commentMax: '评论不能超过64个字符',
  forwardTitleRequired: '必须填写标题',
  forwardTitleMax: '标题不能大于64个字符',
  // Image upload form.
  imageType: '上传图片只能是 JPG/PNG/GIF 格式!',
  imageSize: '上传图片大小不能超过 2MB!',
  // File list checks.
  fileListEmpty: '请先添加文件',
  fileTooLarge: '大小超出指定的范围',
  fileTypeInvalid: '文件类型不符合要求',
  notUploaded: notUploadedMessage,
  // Generic defaults.
  required: '请输入内容',
  selectRequired: '请选择类型',
  dateRequired: '请选择日期',
  arrayRequired: '请至少选择一个类型',
  emailRequired: '请输入邮箱地址',
  emailInvalid: '请输入正确的邮箱地址',
  length: lengthMessage,
  maxLength: maxLengthMessage,
  dateInFuture: '不能选择未来的日期',
  /** A value of the wrong kind (an object for a text, text for a list). */
  formatInvalid: '格式不正确',
  invalidCharacters: '内容包含无效字符',
  nestedTooDeep: '请求内容嵌套过深',
  // Generic helper guards.
  createEmpty: '数据为空，不能增加',
  deleteNoId: 'Id为空，不能删除',
  deleteNoUrl: 'url为空，不能删除',
  updateEmpty: '数据为空，不能更新',
  updateNoId: 'Id为空，不能更新',
  updateNoUrl: 'url为空，不能更新',
  // Identity (no text in the spec).
  mobileRequired: '请输入手机号码',
  codeRequired: '请输入验证码',
  stepUpProofRequired: '请输入验证码或登录密码',
  codeInvalid: `验证码为${SMS_CODE_LENGTH}位数字`,
  passwordRequired: '请输入密码',
  passwordLength: `密码长度为${PASSWORD_MIN_LENGTH}到${PASSWORD_MAX_LENGTH}个字符`,
  passwordConfirmRequired: '请再次输入密码',
  passwordMismatch: '两次输入的密码不一致',
  passwordSameAsOld: '新密码不能与旧密码相同',
  oldPasswordRequired: '请输入原密码',
  captchaScopeInvalid: '验证码用途不正确',
  loginModeInvalid: '登录方式不正确',
  nicknameRequired: '请输入昵称',
  nicknameMax: '昵称不能超过32个字符',
  signatureMax: '个性签名不能超过250个字符',
  userTypeInvalid: '请选择正确的身份类型',
  avatarInvalid: '头像地址不正确',
  refreshTokenRequired: '刷新令牌不能为空',
  tokenRequired: '令牌不能为空',
  qrExpired: '二维码已失效，请刷新',
  // Follows, uploads and verification requests.
  followUserRequired: 'userId 不能为空',
  fileMissing: '请选择要上传的文件',
  organizationRequired: '请填写医院或学校',
  professionRequired: '请填写职称或专业',
  documentRequired: '请上传证明材料',
  rejectReasonRequired: '请填写驳回原因',
  // Content and entries.
  contentTitleRequired: '请输入标题',
  contentTypeInvalid: '请选择内容类型',
  accessScopeInvalid: '请选择可见范围',
  coverRequired: '请上传封面',
  imagesRequired: '请至少上传一张图片',
  videoRequired: '请上传视频',
  articleRequired: '请输入文章内容',
  activityRequired: '请选择活动',
  tagsMax: '标签不能超过10个',
  imagesMax: `最多上传${POST_MAX_IMAGES}张图片`,
  articleMax: `文章内容不能超过${ARTICLE_MAX_LENGTH}个字符`,
  contentStateInvalid: '请选择正确的状态',
  commentsInvalid: '评论开关只能是 0 或 1',
  flagInvalid: '只能是 true 或 false',
  patientConsentInvalid: '请选择图片的患者隐私情况',
  // Discovery and interaction.
  contentIdRequired: '请选择内容',
  commentIdRequired: '请选择要回复的评论',
  reportReasonRequired: '请填写举报理由',
  reportReasonMax: '举报理由不能超过200个字符',
  reportNoteMax: '处理说明不能超过200个字符',
  reportActionInvalid: '处理方式只能是 resolve 或 dismiss',
  albumTitleRequired: '必须填写相册名称',
  albumTitleMax: '相册名称不能超过32个字符',
  albumDescriptionMax: '相册描述不能超过250个字符',
  albumScopeInvalid: '相册可见范围只能是 public 或 private',
  albumRequired: '请选择相册',
  albumImageRequired: '请选择要加入相册的图片',
  albumImageTitleMax: '图片标题不能超过64个字符',
  remarkMax: '备注不能超过64个字符',
  searchRequired: '请输入搜索内容',
  searchMax: '搜索内容不能超过32个字符',
  // IM sending.
  imContentRequired: SOCKET_EMPTY_MESSAGE,
  imSenderRequired: '发送者ID为空',
  imReceiverRequired: '接收者ID为空',
  imSelfChat: '不能给自己发送消息',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/**
 * Why a publish is refused for want of a 患者隐私确认 answer. Kept apart from `MESSAGES` so that forms which never
 * publish a post (the kit's put-in and contact forms) do not carry them.
 */
export const PATIENT_CONSENT_MESSAGES = {
  /** A post with pictures in a medical circle or category published without an answer. */
  medical:
    '作品发布在医学类圈子或分类，请先确认图片中患者的隐私：已获得患者知情同意、图片已去除可识别信息或图片不含患者',
  /** A post whose pictures show faces (found by the server's check) published without an answer. */
  faces: '图片中仍有未打码的人脸，请先确认图片中患者的隐私：已获得患者知情同意、图片已去除可识别信息或图片不含患者',
} as const;
