import { make } from './make-icon';

/** Decorative icons (hidden from assistive technology; give the button an accessible name). */
export const ChevronLeftIcon = /* @__PURE__ */ make(['M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z'], 'ChevronLeftIcon');
