import { make } from './make-icon';

/** Decorative icons (hidden from assistive technology; give the button an accessible name). */
export const ChevronRightIcon = /* @__PURE__ */ make(['M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z'], 'ChevronRightIcon');
