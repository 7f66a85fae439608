export * from './image-guide';
