export * from './use-schema-form';
