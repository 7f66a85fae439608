import type { ReactNode } from 'react';
import { WIDGET_CONSTANTS } from '../constants';
import { ImageBanner } from '../primitives/image-banner';
import type { Responsive } from '../theme';

export interface LandingBannerProps {
  image: string;
  alt?: string;
  title: string;
  subtitle?: string;
  /** Calls to action under the text. */
  actions?: ReactNode;
  align?: 'left' | 'center';
  /** Height in px or per breakpoint (xs 200, sm 300, md 500, lg 650, xl 800 by default). */
  height?: Responsive<number>;
  className?: string;
}

/** The first screen of a marketing page: large image, heading and calls to action. */
export function LandingBanner({
  image,
  alt,
  title,
  subtitle,
  actions,
  align = 'center',
  height = WIDGET_CONSTANTS.landingBannerHeights,
  className,
}: LandingBannerProps) {
  return (
    <ImageBanner image={image} alt={alt} heights={height} label={title} className={className} position={align}>
      <h1>{title}</h1>
      {subtitle && <p>{subtitle}</p>}
      {actions && <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>{actions}</div>}
    </ImageBanner>
  );
}
