export * from './form-message';
