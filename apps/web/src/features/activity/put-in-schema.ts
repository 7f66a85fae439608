// The rules of 填写联系方式 in the entry flow, loaded when the form is first touched (see `useSchemaForm`).
export { putInSchema } from '@yiying/validation';
