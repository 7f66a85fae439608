/** Site name used in storage keys and cookie names. */
export const SITE_NAME = 'yiying';
