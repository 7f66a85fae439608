// The kit's own forms' rules, loaded by each form when it is first touched (see `SchemaLoader`): a page that shows a
// form does not carry yup and the rules in its own script.
export { contactSchema, onlineMessageSchema, putInSchema } from '@yiying/validation';
