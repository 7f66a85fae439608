export * from './vote-card';
