export * from './intro-tabs';
