export * from './summary-banner';
