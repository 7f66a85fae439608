import { lazy, object, string, type InferType } from 'yup';
import { GuestbookKind, PAGE_SIZE, YesNo } from '@yiying/models';
import { emailField, nameField, optionalText, phoneField, text } from '../../fields.js';
import { MESSAGES } from '../../messages.js';
import { searchField } from '../resource.js';
import { pagingFields, queryEnum } from '../query.js';
import { SITE_MESSAGES } from './messages.js';

const guestbookText = () => optionalText(500, SITE_MESSAGES.guestbookTextMax);

/** The contact-us form (spec §5): name, phone, title (at most 64); message optional. */
export const guestbookContactBody = object({
  kind: string().oneOf([GuestbookKind.contact], SITE_MESSAGES.guestbookKindInvalid).default(GuestbookKind.contact),
  name: nameField(),
  phone: phoneField(),
  title: text().required(MESSAGES.titleRequired).max(64, MESSAGES.titleMax),
  message: guestbookText(),
});

/** The online message form (spec §5): name and phone as the contact form; email, company, department, memo optional. */
export const guestbookMessageBody = object({
  kind: string().oneOf([GuestbookKind.message], SITE_MESSAGES.guestbookKindInvalid).required(),
  name: nameField(),
  phone: phoneField(),
  email: emailField(),
  company: optionalText(64, SITE_MESSAGES.guestbookFieldMax),
  department: optionalText(64, SITE_MESSAGES.guestbookFieldMax),
  memo: guestbookText(),
});

/** Body of `POST /web/guestbook/create`: `kind` message for the online message form, otherwise the contact form. */
export const guestbookCreateBody = lazy((value: unknown) =>
  value && typeof value === 'object' && (value as { kind?: unknown }).kind === GuestbookKind.message
    ? guestbookMessageBody
    : guestbookContactBody,
);

/** The validated guestbook body: one of the two forms. */
export type GuestbookCreateBody = InferType<typeof guestbookContactBody> | InferType<typeof guestbookMessageBody>;

/** Guestbook entries are listed newest first. */
export const GUESTBOOK_SORT_COLUMNS = ['create_time'] as const;

/** Query of `GET /mng/guestbook/list`: every entry, or those of one kind or read flag. */
export const guestbookListQuery = object({
  ...pagingFields(PAGE_SIZE.default, GUESTBOOK_SORT_COLUMNS),
  kind: queryEnum('kind', Object.values(GuestbookKind), '留言类型', SITE_MESSAGES.guestbookKindInvalid),
  readFlag: queryEnum('readFlag', Object.values(YesNo), '是否已读', SITE_MESSAGES.readFlagInvalid),
  search: searchField('姓名、电话或标题包含的文字'),
});

/** The validated guestbook list query. */
export type GuestbookListQuery = InferType<typeof guestbookListQuery>;

/** Body of `POST /mng/guestbook/update/{id}`: mark read or unread. */
export const guestbookUpdateBody = object({
  readFlag: string()
    .required(SITE_MESSAGES.readFlagInvalid)
    .oneOf(Object.values(YesNo), SITE_MESSAGES.readFlagInvalid)
    .meta({ message: SITE_MESSAGES.readFlagInvalid }),
});

/** The validated guestbook update. */
export type GuestbookUpdateBody = InferType<typeof guestbookUpdateBody>;
