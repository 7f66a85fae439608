import { make } from './make-icon';

/** Decorative icons (hidden from assistive technology; give the button an accessible name). */
export const ShareIcon = /* @__PURE__ */ make(
  [
    'M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7c.05-.23.09-.46.09-.7s-.04-.47-.09-.7l7.05-4.11A2.99 2.99 0 0 0 21 5a3 3 0 1 0-5.91.7L8.04 9.81A3 3 0 1 0 6 15c.79 0 1.5-.31 2.04-.81l7.12 4.16c-.05.21-.08.43-.08.65A2.92 2.92 0 1 0 18 16.08',
  ],
  'ShareIcon',
);
