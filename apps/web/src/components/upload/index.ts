export * from './image-upload';
export * from './upload-with-progress';
