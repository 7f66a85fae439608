import styled from '@emotion/styled';
import { IconButton } from '@yiying/widgets';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { createPortal } from 'react-dom';

/** One picture of the viewer. */
export interface ViewerImage {
  /** The largest rendition to show. */
  src: string;
  alt: string;
}

export interface ImageViewerProps {
  images: readonly ViewerImage[];
  /** Index of the picture shown; the viewer is closed when `null`. */
  index: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
}

// Text glyphs rather than the kit's SVG icons: the icons share a chunk with the home route's gallery, and every
// icon used anywhere is loaded there.
const Glyph = styled.span({ fontSize: 24, lineHeight: 1, fontWeight: 300 });

/** Zoom steps: fit, then twice and three times the fitted size. */
export const ZOOM_LEVELS = [1, 1.5, 2, 3] as const;
/** A horizontal touch move longer than this (px) turns the page; shorter ones are taps or wobbles. */
export const SWIPE_THRESHOLD = 48;

const Backdrop = styled.div(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.dialog,
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  background: 'rgba(5, 11, 31, 0.94)',
  color: '#FFFFFF',
  fontFamily: theme.typography.fontFamily,
  outline: 'none',
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing.sm,
    padding: theme.spacing.sm,
  },
  '.tools': { display: 'flex', gap: theme.spacing.xs },
  h2: { margin: 0, fontSize: theme.typography.sizes.md, fontWeight: 400 },
  '.sr-only': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' },
}));

const Stage = styled.div({
  position: 'relative',
  overflow: 'auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  touchAction: 'pan-y pinch-zoom',
  '.nav': { position: 'absolute', top: '50%', transform: 'translateY(-50%)' },
  '.prev': { left: 8 },
  '.next': { right: 8 },
});

const Picture = styled.img<{ zoom: number }>(({ zoom }) => ({
  display: 'block',
  maxWidth: zoom === 1 ? '100%' : 'none',
  maxHeight: zoom === 1 ? '100%' : 'none',
  width: zoom === 1 ? undefined : `${zoom * 100}%`,
  objectFit: 'contain',
  userSelect: 'none',
  transition: 'width .2s',
}));

/**
 * Full-screen picture viewer: ←/→ (or swipes on touch screens) move between pictures, +/− and the
 * buttons zoom, 0 fits the picture again, Escape closes. Focus moves into the viewer on open, stays
 * inside it, and returns to where it was on close.
 */
export function ImageViewer({ images, index, onIndexChange, onClose }: ImageViewerProps) {
  const open = index !== null && images.length > 0;
  const current = open ? Math.min(Math.max(index, 0), images.length - 1) : 0;
  const [zoom, setZoom] = useState<number>(1);
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  // A new picture starts fitted.
  useEffect(() => setZoom(1), [current]);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    rootRef.current?.focus();
    return () => previous?.focus?.();
  }, [open]);

  if (!open || typeof document === 'undefined') return null;
  const image = images[current];
  const hasPrev = current > 0;
  const hasNext = current < images.length - 1;
  const zoomStep = (direction: 1 | -1) => {
    const at = ZOOM_LEVELS.findIndex((level) => level >= zoom);
    const next = ZOOM_LEVELS[Math.min(Math.max(at + direction, 0), ZOOM_LEVELS.length - 1)];
    setZoom(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, (() => void) | undefined> = {
      ArrowLeft: hasPrev ? () => onIndexChange(current - 1) : undefined,
      ArrowRight: hasNext ? () => onIndexChange(current + 1) : undefined,
      '+': () => zoomStep(1),
      '=': () => zoomStep(1),
      '-': () => zoomStep(-1),
      '0': () => setZoom(1),
      Escape: onClose,
    };
    if (event.key in keys) {
      event.preventDefault();
      event.stopPropagation();
      keys[event.key]?.();
    } else if (event.key === 'Tab') {
      // Keep Tab inside the viewer: it is modal.
      const items = Array.from(rootRef.current?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? []);
      if (!items.length) return;
      const [head, tail] = [items[0], items[items.length - 1]];
      if (event.shiftKey && (document.activeElement === head || document.activeElement === rootRef.current)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    }
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    // A zoomed picture pans under the finger instead of turning the page.
    if (!start || !touch || zoom !== 1) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy)) return;
    if (dx < 0 && hasNext) onIndexChange(current + 1);
    if (dx > 0 && hasPrev) onIndexChange(current - 1);
  };

  return createPortal(
    <Backdrop
      ref={rootRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <header>
        <h2 id={titleId}>
          图片 {current + 1} / {images.length}
          <span className="sr-only">：{image.alt}</span>
        </h2>
        <div className="tools">
          <IconButton tone="inverse" aria-label="缩小" disabled={zoom <= 1} onClick={() => zoomStep(-1)}>
            <Glyph aria-hidden="true">−</Glyph>
          </IconButton>
          <IconButton
            tone="inverse"
            aria-label="放大"
            disabled={zoom >= ZOOM_LEVELS[ZOOM_LEVELS.length - 1]}
            onClick={() => zoomStep(1)}
          >
            <Glyph aria-hidden="true">+</Glyph>
          </IconButton>
          <IconButton tone="inverse" aria-label="关闭" onClick={onClose}>
            <Glyph aria-hidden="true">×</Glyph>
          </IconButton>
        </div>
      </header>
      <Stage onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <Picture src={image.src} alt={image.alt} zoom={zoom} data-zoom={zoom} draggable={false} />
        {hasPrev && (
          <IconButton
            className="nav prev"
            tone="inverse"
            aria-label="上一张"
            onClick={() => onIndexChange(current - 1)}
          >
            <Glyph aria-hidden="true">‹</Glyph>
          </IconButton>
        )}
        {hasNext && (
          <IconButton
            className="nav next"
            tone="inverse"
            aria-label="下一张"
            onClick={() => onIndexChange(current + 1)}
          >
            <Glyph aria-hidden="true">›</Glyph>
          </IconButton>
        )}
      </Stage>
    </Backdrop>,
    document.body,
  );
}
