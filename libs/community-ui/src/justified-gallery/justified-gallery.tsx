import styled from '@emotion/styled';
import type { ImageSource } from '@yiying/models';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { placeholderColor, ResponsiveImage } from '../responsive-image';
import { justifiedLayout, type JustifiedBox } from './justified-layout';

/** What the gallery needs of each picture. */
export interface JustifiedPicture {
  id: string;
  /** The stored picture (renditions, ThumbHash); its width and height give the ratio. */
  image?: ImageSource | null;
  /** A plain address when there is no stored picture. */
  src?: string;
  /** Intrinsic size when `image` has none. */
  width?: number;
  height?: number;
  alt: string;
}

/** What `renderItem` gets for each picture: its box and the ready-made picture to put in it. */
export interface JustifiedCell {
  box: JustifiedBox;
  index: number;
  /** The picture at the box's size, its placeholder painted until it loads; wrap it in the app's link. */
  picture: ReactNode;
}

export interface JustifiedGalleryProps<T extends JustifiedPicture> {
  items: T[];
  /** Draws one card; the app passes its own links and overlays. Default: the picture alone. */
  renderItem?(item: T, cell: JustifiedCell): ReactNode;
  /** Row height aimed at, in px, or a function of the gallery's width (lower rows on phones). */
  targetRowHeight?: number | ((width: number) => number);
  gap?: number;
  /** Width used before the gallery is measured (server rendering). */
  initialWidth?: number;
  /** How many leading pictures load at once instead of lazily (above the fold). */
  eagerCount?: number;
  /** Accessible name of the list. */
  label?: string;
  className?: string;
}

const List = styled.ul(({ theme }) => ({
  position: 'relative',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  width: '100%',
  fontFamily: theme.typography.fontFamily,
  '& > li': {
    position: 'absolute',
    overflow: 'hidden',
    borderRadius: theme.radius.md,
    background: theme.colors.fill,
  },
}));

function ratioOf(item: JustifiedPicture): number {
  const w = item.image?.width ?? item.width;
  const h = item.image?.height ?? item.height;
  return w && h ? w / h : 1;
}

/** Lower rows on phones, so two or three pictures share a row there too. */
export function defaultRowHeight(width: number): number {
  if (width < 480) return 140;
  if (width < 960) return 200;
  return 260;
}

/**
 * A justified gallery: each picture at its own ratio, rows filled edge to edge (`justifiedLayout`), laid out again
 * when its width changes (ResizeObserver). Every box is sized before its picture arrives and painted with the
 * picture's colour or ThumbHash, so nothing shifts as pictures load.
 */
export function JustifiedGallery<T extends JustifiedPicture>({
  items,
  renderItem,
  targetRowHeight = defaultRowHeight,
  gap = 8,
  initialWidth = 0,
  eagerCount = 0,
  label,
  className,
}: JustifiedGalleryProps<T>) {
  const list = useRef<HTMLUListElement>(null);
  const [width, setWidth] = useState(initialWidth);
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return undefined;
    const measure = () => setWidth(Math.floor(el.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const target = typeof targetRowHeight === 'function' ? targetRowHeight(width) : targetRowHeight;
  const layout = useMemo(
    () => justifiedLayout(items.map(ratioOf), { containerWidth: width, targetRowHeight: target, gap }),
    [items, width, target, gap],
  );
  return (
    <List ref={list} className={className} aria-label={label} style={{ height: layout.height }}>
      {layout.boxes.map((box, index) => {
        const item = items[index];
        const picture = (
          <ResponsiveImage
            image={item.image}
            src={item.src}
            alt={item.alt}
            width={item.width}
            height={item.height}
            sizes={`${box.width}px`}
            loading={index < eagerCount ? 'eager' : 'lazy'}
            highPriority={index === 0 && eagerCount > 0}
            fill
          />
        );
        return (
          <li
            key={item.id}
            style={{
              top: box.top,
              left: box.left,
              width: box.width,
              height: box.height,
              backgroundColor: placeholderColor(item.image?.placeholder) || undefined,
            }}
          >
            {renderItem ? renderItem(item, { box, index, picture }) : picture}
          </li>
        );
      })}
    </List>
  );
}
