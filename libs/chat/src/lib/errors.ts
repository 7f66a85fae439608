import { SOCKET_EMPTY_MESSAGE, SOCKET_NOT_OPEN, SOCKET_NOT_SUPPORTED } from '@yiying/models';

/** Texts for refused sends (spec §7; the first three are the models' catalogue). */
export const CHAT_MESSAGES = {
  notOpen: SOCKET_NOT_OPEN,
  empty: SOCKET_EMPTY_MESSAGE,
  unsupported: SOCKET_NOT_SUPPORTED,
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
