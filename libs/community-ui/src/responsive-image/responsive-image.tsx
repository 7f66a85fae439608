import styled from '@emotion/styled';
import { imageSrcSet, type ImageSource } from '@yiying/models';
import { useEffect, useRef, useState, type CSSProperties, type SyntheticEvent } from 'react';
import { useChooseAgainWhenWider } from './choose-again';
import { isDrawn, placeholderColor, usePlaceholderUrl } from './placeholder';

export interface ResponsiveImageProps {
  /** The stored image (renditions and placeholder). Without it `src` is drawn as a plain image. */
  image?: ImageSource | null;
  /** Fallback address when there is no `image` (a demo cover, an external picture). */
  src?: string;
  alt: string;
  /** `sizes` of the `srcset`: how wide the image is drawn. */
  sizes?: string;
  /** Intrinsic size when `image` gives none (keeps the box before the picture arrives). */
  width?: number;
  height?: number;
  /** `lazy` below the fold (default), `eager` above it. */
  loading?: 'eager' | 'lazy';
  /** Fetch first: the largest picture of the page. */
  highPriority?: boolean;
  /**
   * Fetch after the page's larger pictures even when on screen (the browser raises pictures it finds on screen): a
   * picture under a page's banner, which is its largest paint.
   */
  lowPriority?: boolean;
  /** Fills its positioned parent, cropped (`object-fit: cover`), instead of keeping its own ratio. */
  fill?: boolean;
  /** Blurred (a sensitive image not yet revealed). */
  blurred?: boolean;
  onError?(event: SyntheticEvent<HTMLImageElement>): void;
  className?: string;
}

// `fill` is an SVG attribute name: keep both style props off the <img>.
const Img = styled('img', { shouldForwardProp: (prop) => prop !== 'fill' && prop !== 'blurred' })<{
  fill: boolean;
  blurred: boolean;
}>(({ fill, blurred }) => ({
  display: 'block',
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
  ...(fill
    ? { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }
    : { maxWidth: '100%', height: 'auto' }),
  ...(blurred ? { filter: 'blur(24px)', transform: 'scale(1.1)' } : {}),
  transition: 'filter .3s',
}));

/**
 * One picture drawn without layout shift: `width`/`height` reserve its box, its ThumbHash is painted as the
 * background until the picture arrives (its average colour at once, the blurred image once the decoder is loaded), and the browser picks a WebP rendition from `srcset` by `sizes`.
 * Pictures load lazily unless told they are above the fold.
 */
export function ResponsiveImage({
  image,
  src,
  alt,
  sizes = '100vw',
  width,
  height,
  loading = 'lazy',
  highPriority = false,
  lowPriority = false,
  fill = false,
  blurred = false,
  onError,
  className,
}: ResponsiveImageProps) {
  const [loaded, setLoaded] = useState(false);
  const element = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // Drawn before the page's code took the server's markup over: no load event comes for it.
    if (isDrawn(element.current)) setLoaded(true);
  }, []);
  const url = image?.url ?? src ?? '';
  const srcSet = image ? imageSrcSet(image) : '';
  useChooseAgainWhenWider(element, sizes, srcSet);
  const placeholder = usePlaceholderUrl(image?.placeholder, !loaded, element);
  const color = loaded ? '' : placeholderColor(image?.placeholder);
  const style: CSSProperties | undefined =
    placeholder || color
      ? { backgroundColor: color || undefined, backgroundImage: placeholder ? `url(${placeholder})` : undefined }
      : undefined;
  return (
    <Img
      ref={element}
      src={url || undefined}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={image?.width ?? width}
      height={image?.height ?? height}
      loading={loading}
      fetchPriority={highPriority ? 'high' : lowPriority ? 'low' : undefined}
      decoding="async"
      fill={fill}
      blurred={blurred}
      style={style}
      data-placeholder={placeholder ? 'thumbhash' : color ? 'color' : undefined}
      onLoad={() => setLoaded(true)}
      onError={onError}
      className={className}
    />
  );
}
