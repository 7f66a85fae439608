export * from './button';
export * from './icon-button';
export * from './visually-hidden';
export * from './dialog';
export * from './field';
