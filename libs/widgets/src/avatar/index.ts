export { Avatar, avatarInitial, type AvatarProps } from './avatar';
