export * from './lib/types.js';
export * from './lib/errors.js';
export * from './lib/engine.js';
