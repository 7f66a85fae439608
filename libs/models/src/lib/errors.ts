/** Error catalogue of spec §8. */

/** HTTP status (and the client's pseudo statuses 1 and 2) → the spec's Chinese message. */
export const HTTP_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  1: '网络连接异常',
  2: '网络连接超时',
  400: '请求错误',
  401: '用户未登录',
  403: '拒绝访问',
  404: '请求地址出错',
  408: '请求超时',
  500: '服务器内部错误',
  501: '服务未实现',
  502: '网关错误',
  503: '服务不可用',
  504: '网关超时',
  505: 'HTTP版本不受支持',
};

/** Pseudo status of a network failure (no answer). */
export const NETWORK_ERROR_STATUS = 1;
/** Pseudo status of a client-side timeout. */
export const NETWORK_TIMEOUT_STATUS = 2;

/** Fallback when neither the status nor the answer gives a message. */
export const UNKNOWN_ERROR = '未知错误';

/**
 * The spec's message for a status; for any other status the raw message
 * (or a generic text carrying the status when there is none).
 */
export function httpStatusMessage(status: number, rawMessage?: string | null): string {
  const known = HTTP_STATUS_MESSAGES[status];
  if (known) return known;
  if (rawMessage) return rawMessage;
  return `${UNKNOWN_ERROR}(${status})`;
}

export const CONFIG_FETCH_FAILED = '获取配置失败';
export const SOCKET_NOT_OPEN = '还没建立通讯连接';
export const SOCKET_EMPTY_MESSAGE = '发送信息为空';
export const SOCKET_NOT_SUPPORTED = '浏览器不支持即时通讯！';
export const SOCKET_SEND_FAILED = '消息发送失败';
export const MESSAGE_CREATE_FAILED = '消息创建失败';
export const GALLERY_IMAGE_LOAD_FAILED = '图片加载失败';
export const CAROUSEL_VERTICAL_UNSUPPORTED = '卡片轮播不支持垂直方向';
export const CHUNK_LOAD_FAILED = '页面资源加载失败，请刷新重试';

/** All other §8 texts in one place for lookups by key. */
export const ERROR_MESSAGES = {
  configFetchFailed: CONFIG_FETCH_FAILED,
  socketNotOpen: SOCKET_NOT_OPEN,
  socketEmptyMessage: SOCKET_EMPTY_MESSAGE,
  socketNotSupported: SOCKET_NOT_SUPPORTED,
  socketSendFailed: SOCKET_SEND_FAILED,
  messageCreateFailed: MESSAGE_CREATE_FAILED,
  galleryImageLoadFailed: GALLERY_IMAGE_LOAD_FAILED,
  carouselVerticalUnsupported: CAROUSEL_VERTICAL_UNSUPPORTED,
  chunkLoadFailed: CHUNK_LOAD_FAILED,
  unknown: UNKNOWN_ERROR,
} as const;
