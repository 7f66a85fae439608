import { MESSAGES } from './messages.js';

function isEmptyData(data: unknown): boolean {
  if (data === null || data === undefined || data === '') return true;
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'object') return Object.keys(data as object).length === 0;
  return false;
}

function isMissing(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Generic create guard: 数据为空，不能增加 when there is nothing to add. */
export function guardCreate(data: unknown): string | null {
  return isEmptyData(data) ? MESSAGES.createEmpty : null;
}

/** Generic delete guard: an id and the endpoint url are both needed. */
export function guardDelete(id: unknown, url: unknown): string | null {
  if (isMissing(id)) return MESSAGES.deleteNoId;
  if (isMissing(url)) return MESSAGES.deleteNoUrl;
  return null;
}

/** Generic update guard: data, an id and the endpoint url are all needed. */
export function guardUpdate(data: unknown, id: unknown, url: unknown): string | null {
  if (isEmptyData(data)) return MESSAGES.updateEmpty;
  if (isMissing(id)) return MESSAGES.updateNoId;
  if (isMissing(url)) return MESSAGES.updateNoUrl;
  return null;
}

/** IM sending needs content, a sender id and a receiver id; returns the refusal message or null. */
export function guardImSend(message: { content?: unknown; senderId?: unknown; receiverId?: unknown }): string | null {
  if (isMissing(message.content)) return MESSAGES.imContentRequired;
  if (isMissing(message.senderId)) return MESSAGES.imSenderRequired;
  if (isMissing(message.receiverId)) return MESSAGES.imReceiverRequired;
  return null;
}
