import { make } from './make-icon';

/** Decorative icons (hidden from assistive technology; give the button an accessible name). */
export const HomeIcon = /* @__PURE__ */ make(['M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z'], 'HomeIcon');
