export * from './comment-popover';
