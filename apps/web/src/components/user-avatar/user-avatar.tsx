import styled from '@emotion/styled';
import { USER_BADGES, toUserType, type UserType } from '@yiying/models';

/** The user fields an avatar or badge needs. */
export interface AvatarUser {
  username?: string | null;
  avatar?: string | null;
  type?: UserType | string | null;
}

function badgeOf(type: AvatarUser['type']) {
  const resolved = toUserType(type);
  return resolved === 'user' ? null : USER_BADGES[resolved];
}

const Ring = styled.span<{ size: number; ring?: string }>(({ theme, size, ring }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: size,
  height: size,
  borderRadius: '50%',
  boxSizing: 'border-box',
  // Doctors and students wear their badge colour around the picture.
  border: ring ? `2px solid ${ring}` : `1px solid ${theme.colors.border}`,
  background: theme.colors.background,
  color: theme.colors.muted,
  fontSize: Math.max(12, Math.round(size * 0.42)),
  fontWeight: 600,
  overflow: 'hidden',
  img: {
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    display: 'block',
  },
}));

export interface UserAvatarProps {
  user: AvatarUser;
  size?: number;
  /** Give the picture an accessible name when no name text stands beside it. */
  labelled?: boolean;
  className?: string;
}

/** Round avatar; doctors and medical students get their badge colour as a ring. */
export function UserAvatar({ user, size = 40, labelled = false, className }: UserAvatarProps) {
  const badge = badgeOf(user.type);
  const name = user.username || '用户';
  const label = labelled ? `${name}的头像` : undefined;
  return (
    <Ring
      size={size}
      ring={badge?.color}
      className={className}
      data-user-type={toUserType(user.type)}
      role={labelled ? 'img' : undefined}
      aria-label={label}
      aria-hidden={labelled ? undefined : true}
    >
      {user.avatar ? <img src={user.avatar} alt="" width={size} height={size} /> : name.slice(0, 1)}
    </Ring>
  );
}

const Badge = styled.span<{ color: string }>(({ theme, color }) => ({
  display: 'inline-block',
  flex: 'none',
  padding: '0 6px',
  borderRadius: theme.radius.sm,
  background: color,
  color: '#FFFFFF',
  fontSize: theme.typography.sizes.xs,
  lineHeight: '18px',
  fontWeight: 600,
  verticalAlign: 'middle',
}));

export interface UserBadgeProps {
  type: AvatarUser['type'];
  className?: string;
}

/** 医生 / 医学生 badge; nothing for an ordinary user. */
export function UserBadge({ type, className }: UserBadgeProps) {
  const badge = badgeOf(type);
  if (!badge) return null;
  return (
    <Badge color={badge.color} className={className} data-badge={badge.type}>
      {badge.label}
    </Badge>
  );
}

const Mark = styled.span<{ color: string }>(({ theme, color }) => ({
  display: 'inline-block',
  marginLeft: theme.spacing.xs,
  padding: '0 4px',
  borderRadius: theme.radius.sm,
  background: color,
  color: '#FFFFFF',
  fontSize: theme.typography.sizes.xs,
  fontWeight: 600,
  verticalAlign: 'middle',
  '&::after': { content: 'attr(data-label)' },
}));

/**
 * The author's badge beside a post title. The label is drawn by CSS and named for assistive
 * technology, so the title's own text stays exactly the post's title.
 */
export function AuthorBadgeMark({ type }: { type: AvatarUser['type'] }) {
  const badge = badgeOf(type);
  if (!badge) return null;
  return (
    <Mark
      color={badge.color}
      role="img"
      aria-label={`作者：${badge.label}`}
      data-label={badge.label}
      data-badge={badge.type}
    />
  );
}
