export * from './file-input';
