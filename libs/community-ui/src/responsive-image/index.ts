export { ResponsiveImage, type ResponsiveImageProps } from './responsive-image';
export { SensitiveCover, type SensitiveCoverProps } from './sensitive-cover';
export { placeholderColor, placeholderDataUrl, usePlaceholderUrl } from './placeholder';
