import { reportCreateBody } from '@yiying/validation';

// The rule of 举报, loaded when the dialog's form is first touched (see `useSchemaForm`): yup and the rules stay out of
// the detail page's script and the dialog's.

/** The reason alone: the post reported is not a field of the form. */
export const reportReasonSchema = reportCreateBody.pick(['reason']);
