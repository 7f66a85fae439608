export * from './lib/messages.js';
export * from './lib/fields.js';
export * from './lib/schemas.js';
export * from './lib/files.js';
export * from './lib/guards.js';
export * from './lib/validate.js';
