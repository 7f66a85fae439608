import styled from '@emotion/styled';
import { useState, type KeyboardEvent } from 'react';
import { WIDGET_CONSTANTS } from '../constants';

export interface ImageGuideItem {
  image: string;
  title: string;
  text?: string;
}

export interface ImageGuideProps {
  /** Only the first 8 are used: one side indicator each. */
  items: ImageGuideItem[];
  width?: number;
  height?: number;
  /** Side of the indicators. */
  side?: 'left' | 'right';
  onChange?(index: number): void;
  className?: string;
}

const Root = styled.div<{ side: 'left' | 'right' }>(({ theme, side }) => ({
  display: 'flex',
  flexDirection: side === 'left' ? 'row' : 'row-reverse',
  justifyContent: 'flex-end',
  gap: theme.spacing.md,
  fontFamily: theme.typography.fontFamily,
  color: theme.colors.text,
}));

const Indicators = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: theme.spacing.sm,
}));

const Indicator = styled.button<{ active: boolean }>(({ theme, active }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing.sm,
  padding: `${theme.spacing.xs}px ${theme.spacing.sm}px`,
  border: 0,
  borderRadius: theme.radius.sm,
  background: active ? `color-mix(in srgb, ${theme.colors.primary} 10%, transparent)` : 'transparent',
  color: active ? theme.colors.primary : theme.colors.muted,
  font: 'inherit',
  fontSize: theme.typography.sizes.sm,
  textAlign: 'left',
  cursor: 'pointer',
  '&::before': {
    content: '""',
    width: 4,
    height: active ? 24 : 12,
    borderRadius: 2,
    background: active ? theme.colors.primary : theme.colors.border,
    transition: 'height .2s',
  },
  '&:focus-visible': { outline: `2px solid ${theme.colors.accent}` },
}));

const Figure = styled.figure<{ width: number; height: number }>(({ theme, width, height }) => ({
  position: 'relative',
  margin: 0,
  width,
  maxWidth: '100%',
  aspectRatio: `${width} / ${height}`,
  borderRadius: theme.radius.lg,
  overflow: 'hidden',
  boxShadow: theme.shadow.card,
  img: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  figcaption: {
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    padding: theme.spacing.md,
    background: 'linear-gradient(transparent, rgba(5,11,31,.8))',
    color: '#FFFFFF',
    fontSize: theme.typography.sizes.sm,
  },
}));

/** A tall picture (344 × 500 by default) with up to 8 side indicators to switch between pictures. */
export function ImageGuide({
  items,
  width = WIDGET_CONSTANTS.imageGuide.width,
  height = WIDGET_CONSTANTS.imageGuide.height,
  side = 'left',
  onChange,
  className,
}: ImageGuideProps) {
  const shown = items.slice(0, WIDGET_CONSTANTS.imageGuide.maxIndicators);
  const [index, setIndex] = useState(0);
  if (!shown.length) return null;
  const current = shown[Math.min(index, shown.length - 1)];
  const select = (i: number) => {
    setIndex(i);
    onChange?.(i);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const next = (index + (event.key === 'ArrowDown' ? 1 : -1) + shown.length) % shown.length;
    select(next);
    event.currentTarget.querySelectorAll<HTMLElement>('button')[next]?.focus();
  };
  return (
    <Root className={className} side={side}>
      <Indicators role="group" aria-label="图片导航" onKeyDown={onKeyDown}>
        {shown.map((item, i) => (
          <Indicator
            key={`${item.title}-${i}`}
            type="button"
            active={i === index}
            aria-current={i === index ? 'true' : undefined}
            tabIndex={i === index ? 0 : -1}
            onClick={() => select(i)}
            onMouseEnter={() => select(i)}
          >
            {item.title}
          </Indicator>
        ))}
      </Indicators>
      <Figure width={width} height={height}>
        <img src={current.image} alt={current.title} width={width} height={height} />
        {current.text && <figcaption>{current.text}</figcaption>}
      </Figure>
    </Root>
  );
}
