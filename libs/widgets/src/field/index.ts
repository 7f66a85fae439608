export { Field, inputLook, type FieldIds, type FieldProps } from './field';
