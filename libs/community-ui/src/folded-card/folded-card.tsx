import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { Button } from '@yiying/widgets';

export interface FoldedCardProps {
  /** The muted word the item contains; without it the item is shown as it is. */
  word?: string;
  /** The item, drawn once 展开 is pressed (or at once when there is no word). */
  children: ReactNode;
  /** `tile`: fills a gallery tile's place; `row`: one line in a list (comments, search results). */
  variant?: 'tile' | 'row';
  className?: string;
}

const Box = styled.div<{ variant: 'tile' | 'row' }>(({ theme, variant }) => ({
  display: 'flex',
  flexDirection: variant === 'tile' ? 'column' : 'row',
  alignItems: variant === 'tile' ? 'flex-start' : 'center',
  justifyContent: variant === 'tile' ? 'center' : 'space-between',
  gap: theme.spacing.sm,
  minHeight: variant === 'tile' ? 160 : undefined,
  height: variant === 'tile' ? '100%' : undefined,
  boxSizing: 'border-box',
  padding: variant === 'tile' ? theme.spacing.lg : `${theme.spacing.sm}px ${theme.spacing.md}px`,
  border: `1px dashed ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: theme.colors.fill,
  color: theme.colors.subtle,
  ...theme.typography.scale.body,
  p: { margin: 0, wordBreak: 'break-all' },
  strong: { color: theme.colors.text, fontWeight: 600 },
}));

export interface FoldedNoticeProps {
  word: string;
  onExpand(): void;
  variant?: 'tile' | 'row';
  className?: string;
}

/** `已折叠：包含「word」` with 展开: what stands in for an item folded by one of the viewer's 屏蔽词. */
export function FoldedNotice({ word, onExpand, variant = 'tile', className }: FoldedNoticeProps) {
  return (
    <Box variant={variant} className={className} data-folded="">
      <p>
        已折叠：包含「<strong>{word}</strong>」
      </p>
      <Button size="sm" variant="outlined" onClick={onExpand} aria-label={`展开包含「${word}」的内容`}>
        展开
      </Button>
    </Box>
  );
}

/**
 * An item folded by one of the viewer's 屏蔽词: {@link FoldedNotice} until 展开 is pressed, then the item in its place.
 * Without a word it is the item itself.
 */
export function FoldedCard({ word, children, variant = 'row', className }: FoldedCardProps) {
  const [open, setOpen] = useState(false);
  if (!word || open) return children;
  return <FoldedNotice word={word} onExpand={() => setOpen(true)} variant={variant} className={className} />;
}
