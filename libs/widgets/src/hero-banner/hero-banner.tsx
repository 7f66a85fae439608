import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { WIDGET_CONSTANTS } from '../constants';
import { responsiveCss, type Responsive } from '../theme';

export interface HeroBannerProps {
  image: string;
  /** Widths of the image for the browser to choose from (`srcset`); it is drawn across the full width. */
  srcSet?: string;
  /** Alternative text; the image is decorative when omitted. */
  alt?: string;
  title?: string;
  subtitle?: string;
  /** Height in px or per breakpoint (260 / 320 / 420 by default). */
  height?: Responsive<number>;
  align?: 'left' | 'center';
  /** Darkens the image so white text stays readable. */
  overlay?: boolean;
  /** Actions under the text, e.g. a button. */
  children?: ReactNode;
  className?: string;
}

const Root = styled.section<{ heights: Responsive<number> }>(({ theme, heights }) => ({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  background: theme.colors.secondary,
  color: '#FFFFFF',
  fontFamily: theme.typography.fontFamily,
  ...responsiveCss(theme, 'height', heights),
}));

const Backdrop = styled.img({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });

const Content = styled.div<{ align: 'left' | 'center'; overlay: boolean }>(({ theme, align, overlay }) => ({
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: align === 'center' ? 'center' : 'flex-start',
  textAlign: align,
  gap: theme.spacing.md,
  padding: `0 ${theme.spacing.xl * 2}px`,
  background: overlay ? 'linear-gradient(90deg, rgba(5,11,31,.72), rgba(5,11,31,.25))' : undefined,
  h1: { margin: 0, fontSize: theme.typography.sizes.hero, lineHeight: 1.2 },
  p: { margin: 0, fontSize: theme.typography.sizes.lg, maxWidth: 720 },
  [`@media (max-width: ${theme.typography.mobileHeadingBreakpoint}px)`]: {
    padding: `0 ${theme.spacing.md}px`,
    h1: { fontSize: theme.typography.sizes.xl },
    p: { fontSize: theme.typography.sizes.md },
  },
}));

/** A single wide image with a heading over it, for the top of a page. */
export function HeroBanner({
  image,
  srcSet,
  alt = '',
  title,
  subtitle,
  height = WIDGET_CONSTANTS.heroBannerHeights,
  align = 'left',
  overlay = true,
  children,
  className,
}: HeroBannerProps) {
  return (
    <Root className={className} heights={height} aria-label={title}>
      <Backdrop
        src={image}
        srcSet={srcSet || undefined}
        sizes={srcSet ? '100vw' : undefined}
        alt={alt}
        loading="eager"
        fetchPriority="high"
        decoding="async"
      />
      <Content align={align} overlay={overlay}>
        {title && <h1>{title}</h1>}
        {subtitle && <p>{subtitle}</p>}
        {children}
      </Content>
    </Root>
  );
}
