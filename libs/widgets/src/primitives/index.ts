export * from './button';
export * from './dialog';
export * from './field';
