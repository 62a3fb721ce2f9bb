export { BADGE_CAP, Badge, type BadgeProps, formatBadgeCount } from './Badge.tsx';
