export * from './card-carousel';
