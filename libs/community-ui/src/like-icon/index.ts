export * from './like-icon';
