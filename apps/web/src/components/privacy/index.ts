export * from './pixelate';
export type { PrivacyEditorProps, PrivacyResult } from './privacy-editor';
export type { DetectedFaces } from './detect-faces';
export { LazyPrivacyEditor } from './lazy-privacy-editor';
export { loadFaceDetector } from './load-detector';
export { usePrivacyCheck, type PrivacyCheck } from './use-privacy-check';
