// The rules of 转发 and 加入相册 (新建相册) from a gallery tile, loaded when a dialog's form is first touched (see
// `useSchemaForm`): yup and the rules stay out of the dialogs' script.
export { albumCreateBody, forwardSchema } from '@yiying/validation';
