import { WIDGET_CONSTANTS } from '../constants';
import { ImageBanner } from '../primitives/image-banner';
import type { Responsive } from '../theme';

export interface SummaryBannerProps {
  image: string;
  alt?: string;
  title: string;
  /** One or two sentences that sum up the page. */
  summary?: string;
  /** Height in px or per breakpoint (xs 200, sm 300, md 500, lg and xl 650 by default). */
  height?: Responsive<number>;
  className?: string;
}

/** A tall image banner with a title and a summary, for section landing pages. */
export function SummaryBanner({
  image,
  alt,
  title,
  summary,
  height = WIDGET_CONSTANTS.summaryBannerHeights,
  className,
}: SummaryBannerProps) {
  return (
    <ImageBanner image={image} alt={alt} heights={height} label={title} className={className}>
      <h1>{title}</h1>
      {summary && <p>{summary}</p>}
    </ImageBanner>
  );
}
