import { isApiError } from '@yiying/api-client';

/** The server's Chinese message, or 加载失败 for anything else. */
export function errorText(error: unknown): string {
  return isApiError(error) ? error.message : '加载失败';
}
