export * from './image-viewer';
