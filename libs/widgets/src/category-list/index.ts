export * from './category-list';
