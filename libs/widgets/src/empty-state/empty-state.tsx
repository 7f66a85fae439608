import styled from '@emotion/styled';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** An icon or small illustration; a soft picture frame by default. */
  icon?: ReactNode;
  /** A button or link (发布第一篇作品, 重试). */
  action?: ReactNode;
  /** `compact` inside a card or a list, `page` for a whole empty page. */
  size?: 'compact' | 'page';
  className?: string;
}

const Root = styled.div<{ page: boolean }>(({ theme, page }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: theme.spacing.sm,
  padding: page ? `${theme.spacing.xxl + 16}px ${theme.spacing.md}px` : `${theme.spacing.xl}px ${theme.spacing.md}px`,
  fontFamily: theme.typography.fontFamily,
  color: theme.colors.text,
  '.yy-art': {
    display: 'grid',
    placeItems: 'center',
    width: page ? 96 : 64,
    height: page ? 96 : 64,
    marginBottom: theme.spacing.xs,
    borderRadius: '50%',
    background: theme.colors.fill,
    color: theme.colors.subtle,
  },
  h2: { margin: 0, ...theme.typography.scale[page ? 'title' : 'subtitle'] },
  p: { margin: 0, maxWidth: '28em', color: theme.colors.subtle, ...theme.typography.scale.footnote },
  '.yy-action': { marginTop: theme.spacing.sm },
}));

function DefaultArt({ size }: { size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      aria-hidden="true"
    >
      <rect x="7" y="10" width="34" height="28" rx="5" />
      <circle cx="18" cy="20" r="3.5" />
      <path d="m9 34 10-9 7 6 5-4 9 8" strokeLinejoin="round" />
    </svg>
  );
}

/** What a list or page shows when it has nothing yet: a picture, a title, a line of help and one action. */
export function EmptyState({ title, description, icon, action, size = 'compact', className }: EmptyStateProps) {
  const page = size === 'page';
  return (
    <Root page={page} className={className}>
      <span className="yy-art" aria-hidden="true">
        {icon ?? <DefaultArt size={page ? 44 : 30} />}
      </span>
      <h2>{title}</h2>
      {description && <p>{description}</p>}
      {action && <div className="yy-action">{action}</div>}
    </Root>
  );
}
