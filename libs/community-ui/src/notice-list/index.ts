export * from './notice-list';
