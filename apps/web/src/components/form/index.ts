export * from './form-message';
export * from './new-password-fields';
