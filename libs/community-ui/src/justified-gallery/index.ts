export {
  CARD_RATIO_BOUNDS,
  clampRatio,
  flexRows,
  flexRowsMaxWidth,
  type FlexRows,
  type FlexRowsOptions,
} from './flex-rows';
export { justifiedLayout, type JustifiedBox, type JustifiedLayout, type JustifiedOptions } from './justified-layout';
export {
  defaultRowHeight,
  JustifiedGallery,
  type JustifiedCell,
  type JustifiedGalleryProps,
  type JustifiedPicture,
} from './justified-gallery';
