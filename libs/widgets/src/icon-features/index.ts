export * from './icon-features';
