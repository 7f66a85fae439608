export * from './notice-header';
