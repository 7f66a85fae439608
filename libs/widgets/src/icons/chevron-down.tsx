import { make } from './make-icon';

/** Decorative icons (hidden from assistive technology; give the button an accessible name). */
export const ChevronDownIcon = /* @__PURE__ */ make(
  ['M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z'],
  'ChevronDownIcon',
);
