export * from './folded-card';
