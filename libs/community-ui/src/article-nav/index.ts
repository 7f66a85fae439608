export * from './article-nav';
