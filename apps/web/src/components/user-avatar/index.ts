export * from './user-avatar';
