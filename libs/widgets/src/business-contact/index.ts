export * from './business-contact';
