export * from './price-card';
