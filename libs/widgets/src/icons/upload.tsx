import { make } from './make-icon';

/** Decorative icons (hidden from assistive technology; give the button an accessible name). */
export const UploadIcon = /* @__PURE__ */ make(['M9 16h6v-6h4l-7-7-7 7h4zm-4 2h14v2H5z'], 'UploadIcon');
