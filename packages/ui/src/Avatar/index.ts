export { Avatar, type AvatarProps, avatarSizes, initialsOf } from './Avatar.tsx';
