export * from './contact-form';
