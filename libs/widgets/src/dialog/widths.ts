// The dialogs' widths of spec §9 (also in `WIDGET_CONSTANTS`), apart from the other constants: a dialog reads its
// width without bringing every banner height and carousel timing with it.

/** Width of a confirm dialog, in px. */
export const DIALOG_WIDTH = 500;
/** Width of the put-in (立即咨询) dialog, in px. */
export const PUT_IN_DIALOG_WIDTH = 600;
