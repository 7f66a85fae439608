import { object, type InferType } from 'yup';
import { smsCodeField } from '../fields.js';

/** Body of `POST /web/user/deletion/request`: the `deleteAccount` code sent to the member's own mobile. */
export const accountDeletionBody = object({
  code: smsCodeField(),
});
/** The validated deletion request. */
export type AccountDeletionBody = InferType<typeof accountDeletionBody>;
