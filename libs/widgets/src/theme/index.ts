export * from './theme';
export * from './provider';
export * from './css';
