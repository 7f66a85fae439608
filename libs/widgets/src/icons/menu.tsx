import { make } from './make-icon';

/** Decorative icons (hidden from assistive technology; give the button an accessible name). */
export const MenuIcon = /* @__PURE__ */ make(['M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z'], 'MenuIcon');
