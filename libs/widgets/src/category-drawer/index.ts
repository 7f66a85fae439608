export * from './category-drawer';
