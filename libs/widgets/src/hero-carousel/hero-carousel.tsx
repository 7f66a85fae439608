import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { WIDGET_CONSTANTS } from '../constants';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { IconButton } from '../primitives';
import { responsiveCss, type Responsive } from '../theme';
import { useDocumentHidden } from './use-document-hidden';

export interface HeroCarouselItem {
  id: string;
  image: string;
  /** Widths of the image for the browser to choose from (`srcset`), with `sizes` for how wide a slide is drawn. */
  srcSet?: string;
  /** Defaults to the full viewport width. */
  sizes?: string;
  title?: string;
  subtitle?: string;
  /** Makes the slide a link. */
  link?: string;
  /** Alternative text of the image; leave empty when the title already describes it. */
  alt?: string;
}

export interface HeroCarouselProps {
  items: HeroCarouselItem[];
  /** Milliseconds between slides. */
  interval?: number;
  /** Height in px, or per breakpoint (200 / 300 / 360 by default). */
  height?: Responsive<number>;
  onItemClick?(item: HeroCarouselItem): void;
  className?: string;
}

const SWIPE_THRESHOLD = 40;

const Root = styled.section<{ heights: Responsive<number> }>(({ theme, heights }) => ({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  background: theme.colors.secondary,
  fontFamily: theme.typography.fontFamily,
  ...responsiveCss(theme, 'height', heights),
  '&:focus-visible': { outline: `3px solid ${theme.colors.accent}`, outlineOffset: -3 },
}));

const Slide = styled.div<{ active: boolean }>(({ active }) => ({
  position: 'absolute',
  inset: 0,
  opacity: active ? 1 : 0,
  visibility: active ? 'visible' : 'hidden',
  transition: 'opacity .6s ease, visibility .6s',
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));

const SlideLink = styled.a({ display: 'block', width: '100%', height: '100%', color: 'inherit' });
const SlideButton = styled.button({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  textAlign: 'left',
});

const Image = styled.img({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

const Caption = styled.div(({ theme }) => ({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  padding: `${theme.spacing.xl}px ${theme.spacing.xl * 2}px ${theme.spacing.xl + 16}px`,
  background: 'linear-gradient(transparent, rgba(5, 11, 31, 0.75))',
  color: '#FFFFFF',
  h2: { margin: 0, fontSize: theme.typography.sizes.xxl, lineHeight: 1.3 },
  p: { margin: `${theme.spacing.xs}px 0 0`, fontSize: theme.typography.sizes.md },
  [`@media (max-width: ${theme.typography.mobileHeadingBreakpoint}px)`]: {
    padding: `${theme.spacing.md}px ${theme.spacing.md}px ${theme.spacing.xl}px`,
    h2: { fontSize: theme.typography.sizes.lg },
    p: { fontSize: theme.typography.sizes.sm },
  },
}));

const Arrow = styled(IconButton)<{ side: 'left' | 'right' }>(({ side, theme }) => ({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  [side]: theme.spacing.md,
  zIndex: 2,
}));

const Dots = styled.div(({ theme }) => ({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: theme.spacing.sm,
  display: 'flex',
  justifyContent: 'center',
  gap: theme.spacing.xs,
  zIndex: 2,
}));

const Dot = styled.button<{ active: boolean }>(({ theme, active }) => ({
  width: 24,
  height: 24,
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  '&::before': {
    content: '""',
    display: 'block',
    margin: 'auto',
    width: active ? 18 : 8,
    height: 8,
    borderRadius: 4,
    background: active ? theme.colors.primary : 'rgba(255,255,255,0.8)',
    transition: 'width .3s',
  },
  '&:focus-visible': { outline: `2px solid #FFFFFF`, outlineOffset: 0 },
}));

/**
 * Full-width image carousel for page heads. Cycles every `interval` ms and pauses while hovered,
 * focused or while the tab is hidden; arrow keys and swipes move between slides.
 */
export function HeroCarousel({
  items,
  interval = WIDGET_CONSTANTS.carouselInterval,
  height = WIDGET_CONSTANTS.heroCarouselHeights,
  onItemClick,
  className,
}: HeroCarouselProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const hidden = useDocumentHidden();
  const touchStartX = useRef<number | null>(null);
  const count = items.length;
  const current = count ? Math.min(index, count - 1) : 0;
  const paused = hovered || focused || hidden;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  // Pictures load as their slides come up: the one shown, and once it is on screen the next. The hidden slides sit in
  // view (stacked), so the browser's lazy loading would fetch them all at once, beside the first picture.
  const [reached, setReached] = useState(1);
  useEffect(() => {
    setReached((n) => (current + 2 > n ? Math.min(count, current + 2) : n));
  }, [current, count]);

  // One timeout per slide: any manual move restarts the full interval.
  useEffect(() => {
    if (paused || count < 2 || interval <= 0) return undefined;
    const timer = setTimeout(() => go(current + 1), interval);
    return () => clearTimeout(timer);
  }, [paused, count, interval, current, go]);

  if (!count) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    }
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined) return;
    if (end - start > SWIPE_THRESHOLD) go(current - 1);
    else if (start - end > SWIPE_THRESHOLD) go(current + 1);
  };

  return (
    <Root
      className={className}
      heights={height}
      role="region"
      aria-roledescription="carousel"
      aria-label="轮播图"
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      data-paused={paused ? 'true' : 'false'}
    >
      <div aria-live={paused ? 'polite' : 'off'} style={{ height: '100%' }}>
        {items.map((item, i) => {
          const active = i === current;
          const img = (
            <Image
              src={i < reached || i === current ? item.image : undefined}
              srcSet={(i < reached || i === current) && item.srcSet ? item.srcSet : undefined}
              sizes={item.srcSet ? (item.sizes ?? '100vw') : undefined}
              alt={item.alt ?? ''}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              decoding="async"
              draggable={false}
            />
          );
          const caption =
            item.title || item.subtitle ? (
              <Caption>
                {item.title && <h2>{item.title}</h2>}
                {item.subtitle && <p>{item.subtitle}</p>}
              </Caption>
            ) : null;
          // A slide with neither title nor alt still needs a name when it is clickable.
          const name = item.title || item.alt ? undefined : `第${i + 1}张`;
          return (
            <Slide
              key={item.id}
              active={active}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              aria-hidden={!active}
            >
              {item.link ? (
                <SlideLink
                  href={item.link}
                  aria-label={name}
                  tabIndex={active ? 0 : -1}
                  onClick={() => onItemClick?.(item)}
                >
                  {img}
                  {caption}
                </SlideLink>
              ) : onItemClick ? (
                <SlideButton
                  type="button"
                  aria-label={name}
                  tabIndex={active ? 0 : -1}
                  onClick={() => onItemClick(item)}
                >
                  {img}
                  {caption}
                </SlideButton>
              ) : (
                <>
                  {img}
                  {caption}
                </>
              )}
            </Slide>
          );
        })}
      </div>
      {count > 1 && (
        <>
          <Arrow side="left" tone="inverse" type="button" aria-label="上一张" onClick={() => go(current - 1)}>
            <ChevronLeftIcon size={28} />
          </Arrow>
          <Arrow side="right" tone="inverse" type="button" aria-label="下一张" onClick={() => go(current + 1)}>
            <ChevronRightIcon size={28} />
          </Arrow>
          <Dots>
            {items.map((item, i) => (
              <Dot
                key={item.id}
                type="button"
                active={i === current}
                aria-label={`第${i + 1}张`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </Dots>
        </>
      )}
    </Root>
  );
}
