// The rules of 新建相册 and 重命名 on /album, loaded when a form is first touched (see `useSchemaForm`): yup and the
// rules stay out of the page's own script.
export { albumCreateBody } from '@yiying/validation';
