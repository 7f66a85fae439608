export * from './put-in-dialog';
