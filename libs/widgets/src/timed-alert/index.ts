export * from './timed-alert';
