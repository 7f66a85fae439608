export * from './step-timeline';
