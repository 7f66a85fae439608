export * from './icon-button';
export * from './visually-hidden';
