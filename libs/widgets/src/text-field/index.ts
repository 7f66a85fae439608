export { Input, TextField, type TextAreaFieldProps, type TextFieldProps } from './text-field';
