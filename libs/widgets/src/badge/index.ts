export { Badge, formatBadgeCount, type BadgeProps, type BadgeTone } from './badge';
