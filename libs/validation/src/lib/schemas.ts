import { object } from 'yup';
import { NAME_MAX_LENGTH } from '@yiying/models';
import { emailField, nameField, optionalText, phoneField, text } from './fields.js';
import { MESSAGES } from './messages.js';

// Form schemas of the community (contact us, online message, put-in, comment, reply, forward). Identity, publishing and
// chat schemas live in their own modules so a site that imports one form does not bundle the others.

/** Contact-us form: name, phone, title; message optional. */
export const contactSchema = object({
  name: nameField(),
  phone: phoneField(),
  title: text().required(MESSAGES.titleRequired).max(64, MESSAGES.titleMax),
  message: optionalText(),
});

/** Online message form: name and phone as the contact form; the rest optional. */
export const onlineMessageSchema = object({
  name: nameField(),
  phone: phoneField(),
  email: emailField(),
  company: optionalText(),
  department: optionalText(),
  memo: optionalText(),
});

/** Put-in dialog: name and phone; 你的需求 (`demand`) optional. */
export const putInSchema = object({
  name: nameField(),
  phone: phoneField(),
  demand: optionalText(),
});

const commentText = () => text().required(MESSAGES.commentRequired).max(64, MESSAGES.commentMax);

/** Comment popover (and the comment create call). */
export const commentSchema = object({
  content: commentText(),
  name: optionalText(NAME_MAX_LENGTH, MESSAGES.nameMax),
  contentId: optionalText(),
  parentId: optionalText(),
});

/** Reply to a comment or to another reply. */
export const replySchema = object({
  content: commentText(),
  commentId: text().required(MESSAGES.required),
  parentId: optionalText(),
});

/** Forward action: the forward title. */
export const forwardSchema = object({
  forwardedText: text().required(MESSAGES.forwardTitleRequired).max(64, MESSAGES.forwardTitleMax),
  contentId: optionalText(),
});
