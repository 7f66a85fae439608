import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { WIDGET_CONSTANTS } from '../constants';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { IconButton } from '../primitives';
import { useDocumentHidden } from '../hero-carousel/use-document-hidden';

export interface CardCarouselItem {
  id: string;
  image: string;
  /** Widths of the image for the browser to choose from (`srcset`), with `sizes` for how wide a card draws it. */
  srcSet?: string;
  /** Defaults to the card's width; a picture cropped to fill a card of another shape is drawn wider. */
  sizes?: string;
  title?: string;
  description?: string;
}

export interface CardCarouselProps {
  items: CardCarouselItem[];
  /** Only `horizontal` is supported; `vertical` logs a warning and falls back. */
  direction?: 'horizontal' | 'vertical';
  /** Scale of the card at distance 0, 1, 2, 3 from the centre; cards further away are hidden. */
  scales?: readonly number[];
  cardWidth?: number;
  cardHeight?: number;
  /** Cycles automatically every `interval` ms when set. */
  autoplay?: boolean;
  interval?: number;
  /** Index shown first in the centre. */
  initialIndex?: number;
  onChange?(index: number): void;
  /** Called when the centre card is activated. */
  onItemClick?(item: CardCarouselItem): void;
  className?: string;
}

const Root = styled.section<{ height: number }>(({ theme, height }) => ({
  position: 'relative',
  height: height + 64,
  overflow: 'hidden',
  fontFamily: theme.typography.fontFamily,
  '&:focus-visible': { outline: `2px solid ${theme.colors.accent}` },
}));

const Card = styled.button<{ width: number; height: number }>(({ theme, width, height }) => ({
  position: 'absolute',
  top: 16,
  left: '50%',
  width,
  height,
  padding: 0,
  border: 0,
  borderRadius: theme.radius.lg,
  overflow: 'hidden',
  background: theme.colors.surface,
  boxShadow: theme.shadow.card,
  cursor: 'pointer',
  transition: 'transform .45s ease, opacity .45s ease',
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  img: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  '&[data-center="true"]:hover': { boxShadow: theme.shadow.hover },
  '&:focus-visible': { outline: `3px solid ${theme.colors.accent}` },
}));

const Caption = styled.span(({ theme }) => ({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  padding: theme.spacing.md,
  background: 'linear-gradient(transparent, rgba(5,11,31,.8))',
  color: '#FFFFFF',
  textAlign: 'left',
  strong: { display: 'block', fontSize: theme.typography.sizes.lg },
  span: { fontSize: theme.typography.sizes.sm },
}));

const Nav = styled(IconButton)<{ side: 'left' | 'right' }>(({ side }) => ({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  [side]: 8,
  zIndex: 20,
}));

/** Signed shortest distance from `center` to `index` on a ring of `count` cards. */
export function ringOffset(index: number, center: number, count: number): number {
  let offset = index - center;
  if (offset > count / 2) offset -= count;
  if (offset < -count / 2) offset += count;
  return offset;
}

/** A cover-flow carousel: the centre card full size, its neighbours scaled 0.85, 0.74, 0.62. */
export function CardCarousel({
  items,
  direction = 'horizontal',
  scales = WIDGET_CONSTANTS.cardCarouselScales,
  cardWidth = 280,
  cardHeight = 360,
  autoplay = false,
  interval = WIDGET_CONSTANTS.carouselInterval,
  initialIndex = 0,
  onChange,
  onItemClick,
  className,
}: CardCarouselProps) {
  const [center, setCenter] = useState(initialIndex);
  const [paused, setPaused] = useState(false);
  const hidden = useDocumentHidden();
  const count = items.length;
  const cards = useRef<Array<HTMLButtonElement | null>>([]);
  // Set when the arrow keys moved the carousel from a focused card: focus then follows the new centre card.
  const focusCentre = useRef(false);

  useEffect(() => {
    if (direction === 'vertical')
      console.warn('[CardCarousel] direction "vertical" is not supported; showing horizontal.');
  }, [direction]);

  const go = useCallback(
    (next: number) => {
      if (!count) return;
      const target = ((next % count) + count) % count;
      setCenter(target);
      onChange?.(target);
    },
    [count, onChange],
  );

  useEffect(() => {
    if (!autoplay || paused || hidden || count < 2) return undefined;
    const timer = setTimeout(() => go(center + 1), interval);
    return () => clearTimeout(timer);
  }, [autoplay, paused, hidden, count, center, interval, go]);

  useEffect(() => {
    if (!focusCentre.current) return;
    focusCentre.current = false;
    cards.current[center]?.focus();
  }, [center]);

  if (!count) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    const move = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (!move || count < 2) return;
    event.preventDefault();
    // Only the centre card is in the tab order; moving from it keeps the keyboard on the new centre.
    focusCentre.current = cards.current.includes(document.activeElement as HTMLButtonElement);
    go(center + move);
  };
  const step = cardWidth * 0.42;

  return (
    <Root
      className={className}
      height={cardHeight}
      role="region"
      aria-roledescription="carousel"
      aria-label="卡片轮播"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {items.map((item, i) => {
        const offset = ringOffset(i, center, count);
        const distance = Math.abs(offset);
        const visible = distance < scales.length;
        const scale = visible ? scales[distance] : scales[scales.length - 1];
        const isCenter = offset === 0;
        const title = item.title ?? `第${i + 1}张`;
        // The centre card shows its caption: its name says what the caption shows (title, then description).
        const label = isCenter && item.description ? `${title} ${item.description}` : title;
        return (
          <Card
            key={item.id}
            ref={(node: HTMLButtonElement | null) => {
              cards.current[i] = node;
            }}
            type="button"
            width={cardWidth}
            height={cardHeight}
            data-center={isCenter}
            data-scale={scale}
            aria-label={label}
            aria-current={isCenter ? 'true' : undefined}
            tabIndex={isCenter ? 0 : -1}
            aria-hidden={visible ? undefined : true}
            style={{
              transform: `translateX(calc(-50% + ${offset * step}px)) scale(${scale})`,
              zIndex: 10 - distance,
              opacity: visible ? 1 : 0,
              visibility: visible ? 'visible' : 'hidden',
            }}
            onClick={() => (isCenter ? onItemClick?.(item) : go(i))}
          >
            <img
              src={item.image}
              srcSet={item.srcSet || undefined}
              sizes={item.srcSet ? (item.sizes ?? `${cardWidth}px`) : undefined}
              alt=""
              loading={distance <= 1 ? 'eager' : 'lazy'}
              draggable={false}
            />
            {isCenter && (item.title || item.description) && (
              <Caption aria-hidden="true">
                {item.title && <strong>{item.title}</strong>}
                {item.description && <span>{item.description}</span>}
              </Caption>
            )}
          </Card>
        );
      })}
      {count > 1 && (
        <>
          <Nav side="left" tone="inverse" type="button" aria-label="上一张" onClick={() => go(center - 1)}>
            <ChevronLeftIcon size={26} />
          </Nav>
          <Nav side="right" tone="inverse" type="button" aria-label="下一张" onClick={() => go(center + 1)}>
            <ChevronRightIcon size={26} />
          </Nav>
        </>
      )}
    </Root>
  );
}
