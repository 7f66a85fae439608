export * from './sms-code-button';
export * from './use-countdown';
