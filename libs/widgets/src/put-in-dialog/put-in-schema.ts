// The rules of the form, loaded when it is first touched (see `SchemaLoader`): a page that shows the form does not
// carry yup and the rules in its own script. One module per form, so a site loads only the rules it shows.
export { putInSchema } from '@yiying/validation';
