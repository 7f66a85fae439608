export * from './theme';
export * from './provider';
