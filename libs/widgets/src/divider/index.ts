export * from './divider';
