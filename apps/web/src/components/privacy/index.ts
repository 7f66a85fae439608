export * from './pixelate';
export * from './privacy-editor';
export { detectFaces, type DetectedFaces } from './detect-faces';
