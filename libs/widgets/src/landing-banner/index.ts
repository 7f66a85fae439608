export * from './landing-banner';
