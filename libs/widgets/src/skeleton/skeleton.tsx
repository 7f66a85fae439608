import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

export interface SkeletonProps {
  /** `text`: lines of text; `rect`: a box (a picture at its ratio); `circle`: an avatar. */
  shape?: 'text' | 'rect' | 'circle';
  /** Width in px or CSS; `100%` by default (a circle uses `size`). */
  width?: number | string;
  /** Height in px (rect); a rect with `ratio` takes its height from its width instead. */
  height?: number;
  /** Width / height of a rect, e.g. a picture's own ratio so nothing shifts when it loads. */
  ratio?: number;
  /** Diameter of a circle. */
  size?: number;
  /** Number of text lines; the last is shorter. */
  lines?: number;
  className?: string;
}

const shimmer = keyframes({ from: { backgroundPosition: '150% 0' }, to: { backgroundPosition: '-50% 0' } });

const Bone = styled.span(({ theme }) => ({
  display: 'block',
  background: `linear-gradient(90deg, ${theme.colors.fill} 25%, ${theme.colors.fillHover} 45%, ${theme.colors.fill} 65%)`,
  backgroundSize: '300% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  borderRadius: theme.radius.md,
  [theme.mq.reducedMotion]: { animation: 'none' },
}));

const Lines = styled.span(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.spacing.sm }));

const px = (v: number | string | undefined) => (typeof v === 'number' ? `${v}px` : v);

/** A shimmering stand-in while content loads (hidden from screen readers; announce loading elsewhere). */
export function Skeleton({
  shape = 'rect',
  width,
  height = 16,
  ratio,
  size = 40,
  lines = 3,
  className,
}: SkeletonProps) {
  if (shape === 'circle') {
    return <Bone aria-hidden="true" className={className} style={{ width: size, height: size, borderRadius: '50%' }} />;
  }
  if (shape === 'text') {
    return (
      <Lines aria-hidden="true" className={className} style={{ width: px(width) }}>
        {Array.from({ length: lines }, (_, i) => (
          <Bone
            key={i}
            style={{ height: '0.9em', width: i === lines - 1 && lines > 1 ? '62%' : '100%', borderRadius: 4 }}
          />
        ))}
      </Lines>
    );
  }
  return (
    <Bone
      aria-hidden="true"
      className={className}
      style={{
        width: px(width) ?? '100%',
        height: ratio ? undefined : height,
        aspectRatio: ratio ? String(ratio) : undefined,
      }}
    />
  );
}
