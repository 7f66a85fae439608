export * from './text-guide';
