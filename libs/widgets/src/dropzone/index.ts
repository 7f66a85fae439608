export { Dropzone, type DropzoneProps } from './dropzone';
export { matchesAccept } from './accept';
