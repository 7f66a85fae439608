export * from './dark-footer';
