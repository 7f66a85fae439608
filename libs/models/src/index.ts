export * from './lib/slice.js';
