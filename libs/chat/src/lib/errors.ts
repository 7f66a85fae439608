/** Spec §7 texts for refused sends. */
export const CHAT_MESSAGES = {
  notOpen: '还没建立通讯连接',
  empty: '发送信息为空',
  unsupported: '浏览器不支持即时通讯！',
  missingParams: '缺少发送参数：内容、发送者和接收者都不能为空',
} as const;

export type ChatErrorReason = 'not_open' | 'empty' | 'unsupported' | 'missing_params' | 'socket_fail' | 'create_fail';

/** Raised when the engine refuses or fails a send. */
export class ChatError extends Error {
  override readonly name = 'ChatError';
  constructor(
    message: string,
    readonly reason: ChatErrorReason,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

export function isChatError(error: unknown): error is ChatError {
  return error instanceof ChatError;
}
