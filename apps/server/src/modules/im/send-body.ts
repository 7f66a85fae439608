import { ChatContentType, ChatMessageType } from '@yiying/models';
import { cleanText, IM_CLIENT_ID_MAX_LENGTH, IM_TEXT_MAX_LENGTH, type ImMsgCreateBody } from '@yiying/validation';

const CONTENT_TYPES: ReadonlySet<unknown> = new Set(Object.values(ChatContentType));

/** `cleanText`, or undefined where it refuses the text (the full check then answers why). */
function cleaned(text: string): string | undefined {
  try {
    return cleanText(text);
  } catch {
    return undefined;
  }
}

/**
 * The body `validate(imMsgCreateBody, fields)` answers, for the fields of a chat socket's `private` frame that are
 * plainly valid: every field a string (contentType may be left out), text that stays non-empty once cleaned and
 * trimmed, within the contract's lengths, to someone else. Undefined for anything else, which the full check then
 * decides (it also says what is wrong). A socket send takes this path for every message; the contract's schema does
 * the same work several times slower.
 */
export function plainSendBody(fields: {
  clientId: unknown;
  senderId: unknown;
  receiverId: unknown;
  content: unknown;
  contentType: unknown;
}): ImMsgCreateBody | undefined {
  const { clientId, senderId, receiverId, content, contentType } = fields;
  if (
    typeof clientId !== 'string' ||
    typeof senderId !== 'string' ||
    typeof receiverId !== 'string' ||
    typeof content !== 'string' ||
    (contentType !== undefined && typeof contentType !== 'string')
  )
    return undefined;
  const id = cleaned(clientId);
  const sender = cleaned(senderId)?.trim();
  const receiver = cleaned(receiverId)?.trim();
  const text = cleaned(content)?.trim();
  const kind = contentType === undefined ? ChatContentType.text : cleaned(contentType);
  if (id === undefined || id.length === 0 || id.length > IM_CLIENT_ID_MAX_LENGTH) return undefined;
  if (!sender || !receiver || receiver === sender) return undefined;
  if (!text || text.length > IM_TEXT_MAX_LENGTH) return undefined;
  if (!CONTENT_TYPES.has(kind)) return undefined;
  return {
    content: text,
    senderId: sender,
    receiverId: receiver,
    contentType: kind as ChatContentType,
    type: ChatMessageType.private,
    clientId: id,
  };
}
