import styled from '@emotion/styled';
import type { MouseEvent } from 'react';

export interface ArticleLink {
  title: string;
  href: string;
}

export interface ArticleNavProps {
  prev?: ArticleLink | null;
  next?: ArticleLink | null;
  /**
   * Called on a click of a link (client-side routing): it prevents the default to move in place, and leaves a
   * modified or middle click (the event's buttons and keys) to the browser.
   */
  onNavigate?(link: ArticleLink, event: MouseEvent<HTMLAnchorElement>): void;
  className?: string;
}

const Nav = styled.nav(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing.sm,
  marginTop: theme.spacing.lg,
  paddingTop: theme.spacing.md,
  borderTop: `1px solid ${theme.colors.border}`,
  fontFamily: theme.typography.fontFamily,
  color: theme.colors.muted,
  fontSize: theme.typography.sizes.sm,
  a: {
    color: theme.colors.text,
    textDecoration: 'none',
    '&:hover, &:focus-visible': { color: theme.colors.primary, textDecoration: 'underline' },
  },
}));

/** Links to the previous and next article (上一篇 / 下一篇). */
export function ArticleNav({ prev, next, onNavigate, className }: ArticleNavProps) {
  const entry = (label: string, link?: ArticleLink | null) => (
    <p style={{ margin: 0 }}>
      {label}：
      {link ? (
        <a
          href={link.href}
          rel={label === '上一篇' ? 'prev' : 'next'}
          onClick={onNavigate ? (e) => onNavigate(link, e) : undefined}
        >
          {link.title}
        </a>
      ) : (
        <span>没有了</span>
      )}
    </p>
  );
  return (
    <Nav className={className} aria-label="文章导航">
      {entry('上一篇', prev)}
      {entry('下一篇', next)}
    </Nav>
  );
}
