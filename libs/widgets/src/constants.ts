import { DIALOG_WIDTH, PUT_IN_DIALOG_WIDTH } from './dialog/widths';

/** Business constants of spec §9 that the widgets share. */
export const WIDGET_CONSTANTS = {
  carouselInterval: 5000,
  heroBannerHeights: { xs: 260, sm: 320, md: 420 },
  heroCarouselHeights: { xs: 200, sm: 300, md: 360 },
  summaryBannerHeights: { xs: 200, sm: 300, md: 500, lg: 650, xl: 650 },
  landingBannerHeights: { xs: 200, sm: 300, md: 500, lg: 650, xl: 800 },
  footerHeights: { xs: 240, sm: 300, md: 360 },
  alert: { delay: 200, duration: 4000, removal: 1600, minWidth: 420, maxWidth: 700 },
  dialogWidth: DIALOG_WIDTH,
  putInDialogWidth: PUT_IN_DIALOG_WIDTH,
  cardCarouselScales: [1, 0.85, 0.74, 0.62] as readonly number[],
  imageGuide: { maxIndicators: 8, width: 344, height: 500 },
  cover: { width: 300, height: 180, smallScale: 0.8 },
} as const;
