// The activity, entry, road-show and console contracts; their shared texts and fields are in `fields.ts`.
export * from './fields.js';
export * from './activity.js';
export * from './enroll.js';
export * from './roadshow.js';
export * from './contracts.js';
