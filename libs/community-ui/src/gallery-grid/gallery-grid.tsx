import type { GalleryItem } from '@yiying/models';
import { ImageIcon, ShareIcon, WIDGET_CONSTANTS } from '@yiying/widgets';
import {
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { AlbumIcon } from '../album-icon';
import { ResponsiveImage, SensitiveCover } from '../responsive-image';
import { CountButton, countLabel, formatCount, LikeIcon } from '../like-icon';
import { ForwardEmbed, ForwardLead, type ForwardLinks } from './forward-tile';
import { FoldedNotice } from '../folded-card';
import {
  Actions,
  Author,
  Body,
  Card,
  Cover,
  coverLinkStyle,
  EmptyText,
  Footer,
  Grid,
  Placeholder,
  Title,
  type GalleryColumns,
} from './gallery-grid.styles';
import { FORWARD_RATIO, galleryItemRatio, JustifiedList, justifiedItemStyle, justifiedSizes } from './justified';

export type { ForwardLinks } from './forward-tile';

export type { GalleryColumns } from './gallery-grid.styles';

/**
 * `grid`: columns of equal tiles, each cover cropped to `ratio`. `justified`: rows of pictures at their own ratio,
 * filled edge to edge (the last row left at the row height), as photo sites show a gallery.
 */
export type GalleryLayout = 'grid' | 'justified';

/** What a gallery link is given: an `<a>`'s attributes with its `href`. */
export type GalleryLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A plain `<a>`: the default link of a gallery (a site passes its router's link instead). */
function PlainLink({ children, ...props }: GalleryLinkProps) {
  return <a {...props}>{children}</a>;
}

export interface GalleryGridProps {
  items: GalleryItem[];
  /** `grid` (default) or `justified` rows; `columns`, `ratio` and `coverSize` apply to the grid only. */
  layout?: GalleryLayout;
  /** Columns on large screens; fewer columns are used as the screen narrows. */
  columns?: GalleryColumns;
  /** Width / height of each cover. */
  ratio?: number;
  /** Intrinsic cover size (300 × 180 by default; 0.8 of it is the minimum tile on small screens). */
  coverSize?: { width: number; height: number };
  /**
   * Called when a tile is opened (its cover or title is clicked). With `itemHref` the link then goes there itself (or
   * the browser opens it elsewhere on a modified click), so this only notes the opening.
   */
  onItemClick?(item: GalleryItem): void;
  /** The address of an item: its cover and title become links to it, which open in a new tab and copy as links. */
  itemHref?(item: GalleryItem): string;
  /** The address of an item's author: their avatar and name become a link to it. */
  authorHref?(item: GalleryItem): string | undefined;
  /** Draws the links (the site's router link, which follows a plain click in place); a plain `<a>` by default. */
  linkAs?: ComponentType<GalleryLinkProps>;
  onLike?(item: GalleryItem): void;
  onForward?(item: GalleryItem): void;
  onAlbum?(item: GalleryItem): void;
  /** Replaces the plain title, e.g. to highlight topics. */
  renderTitle?(item: GalleryItem): ReactNode;
  /** Called when a cover fails to load; by default the failure is logged with `console.info`. */
  onImageError?(item: GalleryItem, event: SyntheticEvent<HTMLImageElement>): void;
  /** Shown when `items` is empty. */
  emptyText?: string;
  /**
   * How many leading covers sit above the fold: they load at once instead of lazily, and the first
   * is fetched with high priority (it is usually the largest paint of the page).
   */
  eagerCount?: number;
  /**
   * Whether the first eager cover is fetched with high priority (default true). Off under a larger picture (a
   * page's banner), which is then the largest paint and should not share the first bytes with a cover: the eager
   * covers then ask for low priority, as the browser would otherwise raise those it finds on screen.
   */
  priorityFirst?: boolean;
  /**
   * Show sensitive covers at once (a member who chose 显示敏感内容). Otherwise a sensitive cover is blurred
   * behind 点击查看 until clicked.
   */
  showSensitive?: boolean;
  /** Addresses of a forward tile's links (the source post, the source's author's homepage). */
  forwardLinks?: ForwardLinks;
  className?: string;
}

function ForwardButton({ count, onClick }: { count: number; onClick?(): void }) {
  return (
    <CountButton type="button" aria-label={countLabel('转发', count)} onClick={onClick}>
      <ShareIcon size={18} />
      <span aria-hidden="true">{formatCount(count)}</span>
    </CountButton>
  );
}

interface TileProps
  extends Pick<
    GalleryGridProps,
    | 'onItemClick'
    | 'itemHref'
    | 'authorHref'
    | 'linkAs'
    | 'onLike'
    | 'onForward'
    | 'onAlbum'
    | 'renderTitle'
    | 'onImageError'
    | 'showSensitive'
    | 'forwardLinks'
  > {
  sizes: string;
  item: GalleryItem;
  loading: 'eager' | 'lazy';
  /** The cover's fetch priority, when not the browser's own. */
  priority?: 'high' | 'low';
  ratio: number;
  coverSize: { width: number; height: number };
  /** The card's own style (its flex in justified rows). */
  style?: CSSProperties;
}

function GalleryTile({
  item,
  loading,
  priority,
  ratio,
  coverSize,
  onItemClick,
  itemHref,
  authorHref,
  linkAs: LinkAs = PlainLink,
  onLike,
  onForward,
  onAlbum,
  renderTitle,
  onImageError,
  showSensitive = false,
  forwardLinks,
  sizes,
  style,
}: TileProps) {
  const [failed, setFailed] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const [unfolded, setUnfolded] = useState(false);
  const hidden = Boolean(item.sensitive) && !showSensitive && !revealed;
  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    setFailed(true);
    // A broken cover is not an application error: it must not reach console.error.
    if (onImageError) onImageError(item, event);
    else console.info('[GalleryGrid] 图片加载失败', item.cover);
  };
  const href = itemHref?.(item);
  const open = onItemClick ? () => onItemClick(item) : undefined;
  const title = renderTitle ? renderTitle(item) : item.title;
  const author = authorHref?.(item);
  const byline = (
    <>
      {item.user.avatar && <img src={item.user.avatar} alt="" width={24} height={24} loading="lazy" />}
      <span>{item.user.username}</span>
    </>
  );
  const heading = (
    <Title title={item.title}>
      {href ? (
        <LinkAs href={href} onClick={open}>
          {title}
        </LinkAs>
      ) : open ? (
        <button type="button" onClick={open}>
          {title}
        </button>
      ) : (
        title
      )}
    </Title>
  );
  const footer = (
    <Footer className="gallery-footer">
      <Author className="gallery-author">{author ? <LinkAs href={author}>{byline}</LinkAs> : byline}</Author>
      <Actions className="gallery-actions">
        <LikeIcon count={item.likesNum} liked={Boolean(item.liked)} onClick={onLike && (() => onLike(item))} />
        <ForwardButton count={item.forwardedNum} onClick={onForward && (() => onForward(item))} />
        <AlbumIcon onClick={onAlbum && (() => onAlbum(item))} />
      </Actions>
    </Footer>
  );
  if (item.foldedWord && !unfolded) {
    // Folded by one of the viewer's 屏蔽词: the tile keeps its place in the grid, its content shows on 展开.
    return (
      <Card data-folded="" style={style}>
        <FoldedNotice word={item.foldedWord} onExpand={() => setUnfolded(true)} />
      </Card>
    );
  }
  if (item.forward) {
    // A forward is the forwarder's words over the source as an embedded card, never a picture of its own.
    return (
      <Card data-forward="" style={style}>
        <Body>
          <ForwardLead forward={item.forward} links={forwardLinks} />
          {heading}
          <ForwardEmbed
            forward={item.forward}
            links={forwardLinks}
            ratio={ratio}
            sizes={sizes}
            showSensitive={showSensitive}
          />
          {footer}
        </Body>
      </Card>
    );
  }
  return (
    <Card style={style}>
      <Cover ratio={ratio} clickable={!!open && !href} onClick={href ? undefined : open}>
        {/* One link per tile for assistive technology (the title); the cover's is for the pointer. A hidden sensitive
            cover has its 点击查看 button instead (no button inside a link). */}
        {href && !hidden && (
          <LinkAs href={href} tabIndex={-1} aria-hidden="true" style={coverLinkStyle} onClick={open} />
        )}
        {failed || !item.cover ? (
          <Placeholder role="img" aria-label={`${item.title}（图片无法显示）`}>
            <ImageIcon size={32} />
            <span aria-hidden="true">图片无法显示</span>
          </Placeholder>
        ) : (
          <SensitiveCover hidden={hidden} onReveal={() => setRevealed(true)} label={item.title}>
            <ResponsiveImage
              image={item.coverImage}
              src={item.cover}
              alt={item.title}
              sizes={sizes}
              width={coverSize.width}
              height={coverSize.height}
              loading={loading}
              highPriority={priority === 'high' && !hidden}
              lowPriority={priority === 'low'}
              fill
              blurred={hidden}
              onError={handleError}
            />
          </SensitiveCover>
        )}
      </Cover>
      <Body>
        {heading}
        {footer}
      </Body>
    </Card>
  );
}

/**
 * Responsive gallery of photo tiles with like, forward and add-to-album actions: a grid of equal tiles, or justified
 * rows of pictures at their own ratio with title, author and counts underneath.
 */
export function GalleryGrid({
  items,
  layout = 'grid',
  columns = 4,
  ratio = 1.67,
  coverSize = { width: WIDGET_CONSTANTS.cover.width, height: WIDGET_CONSTANTS.cover.height },
  emptyText = '暂无内容',
  eagerCount = 0,
  priorityFirst = true,
  className,
  ...handlers
}: GalleryGridProps) {
  // Tiles are about a column wide; the browser picks the rendition from this.
  const sizes = `(min-width: 1200px) ${Math.round(100 / columns)}vw, (min-width: 900px) ${Math.round(
    100 / Math.min(columns, 3),
  )}vw, (min-width: 600px) ${Math.round(100 / Math.min(columns, 2))}vw, ${columns >= 2 ? 50 : 100}vw`;
  if (!items.length) {
    return <EmptyText className={className}>{emptyText}</EmptyText>;
  }
  const coverPriority = (index: number): 'high' | 'low' | undefined =>
    index >= eagerCount ? undefined : !priorityFirst ? 'low' : index === 0 ? 'high' : undefined;
  if (layout === 'justified') {
    return (
      <JustifiedList className={className} data-layout="justified">
        {items.map((item, index) => {
          const own = galleryItemRatio(item);
          const lazy = index >= eagerCount;
          return (
            <GalleryTile
              key={item.id}
              item={item}
              loading={lazy ? 'lazy' : 'eager'}
              priority={coverPriority(index)}
              ratio={item.forward ? FORWARD_RATIO.embed : own}
              coverSize={{
                width: item.coverImage?.width ?? item.width ?? coverSize.width,
                height: item.coverImage?.height ?? item.height ?? coverSize.height,
              }}
              sizes={justifiedSizes(own, lazy)}
              style={justifiedItemStyle(own)}
              {...handlers}
            />
          );
        })}
      </JustifiedList>
    );
  }
  return (
    <Grid className={className} columns={columns} minTile={coverSize.width * WIDGET_CONSTANTS.cover.smallScale}>
      {items.map((item, index) => (
        <GalleryTile
          key={item.id}
          item={item}
          loading={index < eagerCount ? 'eager' : 'lazy'}
          priority={coverPriority(index)}
          ratio={ratio}
          coverSize={coverSize}
          sizes={sizes}
          {...handlers}
        />
      ))}
    </Grid>
  );
}
