import { make } from './make-icon';

/** Decorative icons (hidden from assistive technology; give the button an accessible name). */
export const FlameIcon = /* @__PURE__ */ make(
  [
    'M13 2.5c.4 3.1 2.6 4.9 4.1 6.9A7.4 7.4 0 0 1 19 14.5a7 7 0 0 1-14 0c0-2.9 1.5-5 3.4-6.6-.1 2 .6 3.6 2 4.3C10.1 9 11 5.5 13 2.5z',
  ],
  'FlameIcon',
);
