// The contracts of the site's resources, one file each; their shared texts and fields are in `messages.ts`.
export * from './messages.js';
export * from './notice.js';
export * from './site-param.js';
export * from './config.js';
export * from './dict.js';
export * from './category.js';
export * from './guestbook.js';
export * from './banner-mng.js';
