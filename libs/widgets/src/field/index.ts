export { Field, type FieldIds, type FieldProps } from './field';
