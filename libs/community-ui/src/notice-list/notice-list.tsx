import styled from '@emotion/styled';
import { formatDate, formatDateTime, type NoticeItem } from '@yiying/models';
import { Button } from '@yiying/widgets';
import type { ComponentType } from 'react';
import type { GalleryLinkProps } from '../gallery-grid';

export interface NoticeListProps {
  items: NoticeItem[];
  /** `simple`: title and date per row; `detail`: cover, summary and a 查看详情 button per item. */
  variant?: 'simple' | 'detail';
  onItemClick?(item: NoticeItem): void;
  /** The address of a notice: its title becomes a link to it (open in a new tab, copy the link). */
  itemHref?(item: NoticeItem): string | undefined;
  /** Draws the links (the site's router link); a plain `<a>` by default. */
  linkAs?: ComponentType<GalleryLinkProps>;
  emptyText?: string;
  className?: string;
}

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontFamily: theme.typography.fontFamily,
  color: theme.colors.text,
}));

const Row = styled.li(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing.md,
  padding: `${theme.spacing.sm}px 0`,
  borderBottom: `1px dashed ${theme.colors.border}`,
  '.title': {
    flex: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    background: 'none',
    border: 0,
    padding: 0,
    color: 'inherit',
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    textDecoration: 'none',
    '&:hover': { color: theme.colors.primary },
    '&:focus-visible': { outline: `2px solid ${theme.colors.accent}` },
  },
  time: { flex: 'none', color: theme.colors.muted, fontSize: theme.typography.sizes.sm },
}));

const Card = styled.li(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: theme.spacing.md,
  padding: theme.spacing.md,
  marginBottom: theme.spacing.md,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  [theme.mq.up.sm]: { gridTemplateColumns: '200px 1fr' },
  img: { width: '100%', aspectRatio: '5 / 3', objectFit: 'cover', borderRadius: theme.radius.sm },
  h3: { margin: 0, fontSize: theme.typography.sizes.lg },
  'h3 a': { color: 'inherit', textDecoration: 'none', '&:hover': { color: theme.colors.primary } },
  p: { margin: `${theme.spacing.xs}px 0`, color: theme.colors.muted, fontSize: theme.typography.sizes.sm },
  '.meta': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing.md,
    color: theme.colors.muted,
    fontSize: theme.typography.sizes.xs,
  },
  '.meta button': { marginLeft: 'auto' },
}));

const Empty = styled.p(({ theme }) => ({ color: theme.colors.muted, textAlign: 'center', padding: theme.spacing.lg }));

function PlainLink({ children, ...props }: GalleryLinkProps) {
  return <a {...props}>{children}</a>;
}

/** A list of notices: compact rows, or detailed cards each with a 查看详情 button. */
export function NoticeList({
  items,
  variant = 'simple',
  onItemClick,
  itemHref,
  linkAs: LinkAs = PlainLink,
  emptyText = '暂无公告',
  className,
}: NoticeListProps) {
  if (!items.length) return <Empty className={className}>{emptyText}</Empty>;
  if (variant === 'simple') {
    return (
      <List className={className}>
        {items.map((item, i) => (
          <Row key={item.noticeId ?? i}>
            {itemHref?.(item) ? (
              <LinkAs href={itemHref(item) as string} className="title" title={item.title}>
                {item.title}
              </LinkAs>
            ) : (
              <button type="button" className="title" title={item.title} onClick={() => onItemClick?.(item)}>
                {item.title}
              </button>
            )}
            <time dateTime={item.createTime}>{formatDate(item.createTime)}</time>
          </Row>
        ))}
      </List>
    );
  }
  return (
    <List className={className}>
      {items.map((item, i) => (
        <Card key={item.noticeId ?? i}>
          {item.cover && <img src={item.cover} alt="" loading="lazy" />}
          <div>
            <h3>{itemHref?.(item) ? <LinkAs href={itemHref(item) as string}>{item.title}</LinkAs> : item.title}</h3>
            {item.subtitle && <p>{item.subtitle}</p>}
            <div className="meta">
              <time dateTime={item.createTime}>{formatDateTime(item.createTime)}</time>
              <span>阅读 {item.hits}</span>
              <Button
                variant="outlined"
                onClick={() => onItemClick?.(item)}
                aria-describedby={undefined}
                aria-label={`查看详情：${item.title}`}
              >
                查看详情
              </Button>
            </div>
          </div>
        </Card>
      ))}
    </List>
  );
}
