export * from './pixelate';
export type { PrivacyEditorProps, PrivacyResult } from './privacy-editor';
export { LazyPrivacyEditor } from './lazy-privacy-editor';
export { detectFaces, imageSize, type DetectedFaces } from './detect-faces';
export { usePrivacyCheck, type PrivacyCheck } from './use-privacy-check';
