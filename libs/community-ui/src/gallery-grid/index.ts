export * from './gallery-grid';
export { galleryItemRatio, JUSTIFIED_ROWS, justifiedSizes, NO_PICTURE_RATIO } from './justified';
