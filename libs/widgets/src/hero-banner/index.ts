export * from './hero-banner';
