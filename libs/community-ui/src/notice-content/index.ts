export * from './notice-content';
export * from './sanitize';
