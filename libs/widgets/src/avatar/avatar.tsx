import styled from '@emotion/styled';
import { useState } from 'react';

export interface AvatarProps {
  /** The member's name: the alt text and the source of the fallback initial. */
  name: string;
  src?: string | null;
  /** Diameter in px. Default 40. */
  size?: number;
  /** A ring (e.g. a doctor's certificate or an unread story). */
  ring?: boolean;
  /** Hidden from screen readers when the name is already written beside it. */
  decorative?: boolean;
  className?: string;
}

/** Background colours of the fallback, each with white text at AA contrast. */
const PALETTE = ['#B4232C', '#A34D00', '#6B5A00', '#2F6B2F', '#00707A', '#2E5E9E', '#5B4BA8', '#8A3F86'];

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h;
}

/** The letter shown without a picture: the first character (a Chinese family name, an initial). */
export function avatarInitial(name: string): string {
  const first = Array.from(name.trim())[0] ?? '?';
  return first.toUpperCase();
}

const Root = styled.span<{ diameter: number; ring: boolean; bg: string }>(({ theme, diameter: size, ring, bg }) => ({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: size,
  height: size,
  borderRadius: '50%',
  overflow: 'hidden',
  background: bg,
  color: '#FFFFFF',
  fontFamily: theme.typography.fontFamily,
  fontSize: Math.round(size * 0.42),
  fontWeight: theme.typography.weights.medium,
  lineHeight: 1,
  userSelect: 'none',
  boxShadow: ring ? `0 0 0 2px ${theme.colors.surface}, 0 0 0 4px ${theme.colors.primary}` : undefined,
  img: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
}));

/** A round member picture that falls back to the name's first character on a colour of its own when it is missing or fails. */
export function Avatar({ name, src, size = 40, ring = false, decorative = false, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  return (
    <Root
      diameter={size}
      ring={ring}
      bg={showImage ? 'transparent' : PALETTE[hash(name) % PALETTE.length]}
      className={className}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src ?? null)}
        />
      ) : (
        <span aria-hidden="true">{avatarInitial(name)}</span>
      )}
    </Root>
  );
}
