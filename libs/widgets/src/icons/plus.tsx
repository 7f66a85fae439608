import { make } from './make-icon';

/** Decorative icons (hidden from assistive technology; give the button an accessible name). */
export const PlusIcon = /* @__PURE__ */ make(['M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z'], 'PlusIcon');
