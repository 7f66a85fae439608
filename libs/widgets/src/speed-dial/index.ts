export * from './speed-dial';
