import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { responsiveCss, type Responsive } from '../theme';

export interface ImageBannerBaseProps {
  image: string;
  alt?: string;
  heights: Responsive<number>;
  label?: string;
  children?: ReactNode;
  className?: string;
  position?: 'left' | 'center';
}

const Root = styled.section<{ heights: Responsive<number> }>(({ theme, heights }) => ({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  background: theme.colors.secondary,
  color: '#FFFFFF',
  fontFamily: theme.typography.fontFamily,
  ...responsiveCss(theme, 'height', heights),
  '& > img': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
}));

const Inner = styled.div<{ position: 'left' | 'center' }>(({ theme, position }) => ({
  position: 'relative',
  height: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: `0 ${theme.spacing.xl}px`,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: position === 'center' ? 'center' : 'flex-start',
  textAlign: position,
  gap: theme.spacing.md,
  background: 'linear-gradient(90deg, rgba(5,11,31,.6), rgba(5,11,31,0))',
  h1: { margin: 0, fontSize: theme.typography.sizes.hero, lineHeight: 1.2 },
  p: { margin: 0, fontSize: theme.typography.sizes.lg, maxWidth: 640 },
  [`@media (max-width: ${theme.typography.mobileHeadingBreakpoint}px)`]: {
    padding: `0 ${theme.spacing.md}px`,
    h1: { fontSize: theme.typography.sizes.xl },
    p: { fontSize: theme.typography.sizes.sm },
  },
}));

/** Shared body of the full-width image banners (summary, landing). */
export function ImageBanner({
  image,
  alt = '',
  heights,
  label,
  children,
  className,
  position = 'left',
}: ImageBannerBaseProps) {
  return (
    <Root className={className} heights={heights} aria-label={label}>
      <img src={image} alt={alt} loading="eager" fetchPriority="high" decoding="async" />
      <Inner position={position}>{children}</Inner>
    </Root>
  );
}
