export * from './theme';
export * from './dark-theme';
export * from './provider';
export * from './css';
