export * from './gallery-grid';
