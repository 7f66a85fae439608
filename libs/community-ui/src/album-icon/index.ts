export * from './album-icon';
