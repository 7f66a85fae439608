import { object } from 'yup';
import { MESSAGES, nameField, requiredSelect, requiredText } from '@yiying/validation';

// The rules of the request form of 认证 (/my/certificate), loaded when the form is first touched (see `useSchemaForm`):
// yup and the rules stay out of the page's own script.

export const certificateSchema = object({
  identityType: requiredSelect(),
  realName: nameField(),
  organization: requiredText(),
  title: requiredText(),
  document: requiredText(MESSAGES.imagesRequired),
});
