export * from './hero-carousel';
