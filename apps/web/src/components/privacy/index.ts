export * from './pixelate';
export * from './privacy-editor';
export { detectFaces, type DetectedFaces } from './detect-faces';
export { usePrivacyCheck, type PrivacyCheck } from './use-privacy-check';
