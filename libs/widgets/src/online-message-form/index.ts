export * from './online-message-form';
