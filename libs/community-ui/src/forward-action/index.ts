export * from './forward-action';
