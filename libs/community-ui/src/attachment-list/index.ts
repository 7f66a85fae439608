export * from './attachment-list';
