export * from './list-footer';
