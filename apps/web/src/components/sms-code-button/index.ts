export * from './sms-code-button';
export * from './mobile-code-fields';
