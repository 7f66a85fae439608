import { object, ref, string } from 'yup';
import { ChatContentType, ChatMessageType } from '@yiying/models';
import { text } from './fields.js';
import { MESSAGES } from './messages.js';

/** IM sending: content, sender id and receiver id are all needed. */
export const imSendSchema = object({
  content: text().required(MESSAGES.imContentRequired),
  senderId: text().required(MESSAGES.imSenderRequired),
  receiverId: text()
    .required(MESSAGES.imReceiverRequired)
    .notOneOf([ref('senderId')], MESSAGES.imSelfChat),
  contentType: string().oneOf(Object.values(ChatContentType), MESSAGES.formatInvalid).default(ChatContentType.text),
  type: string().oneOf([ChatMessageType.private], MESSAGES.formatInvalid).default(ChatMessageType.private),
});
