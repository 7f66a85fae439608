export * from './nav-bar';
