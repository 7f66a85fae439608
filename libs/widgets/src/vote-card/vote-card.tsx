import styled from '@emotion/styled';
import { useId } from 'react';

export interface VoteCardProps {
  cover: string;
  title: string;
  /** Author or team shown under the title. */
  author?: string;
  /** Current number of votes. */
  votes?: number;
  /** Label of the vote button. */
  actionText?: string;
  voted?: boolean;
  disabled?: boolean;
  /** Emitted when the cover or the button is activated. */
  onClick?(): void;
  className?: string;
}

const Card = styled.article(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  width: 240,
  background: theme.colors.surface,
  color: theme.colors.text,
  borderRadius: theme.radius.md,
  overflow: 'hidden',
  boxShadow: theme.shadow.card,
  fontFamily: theme.typography.fontFamily,
  transition: 'box-shadow .25s',
  '&:hover': { boxShadow: theme.shadow.hover },
}));

const CoverButton = styled.button({
  display: 'block',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  img: { display: 'block', width: '100%', aspectRatio: '3 / 4', objectFit: 'cover' },
});

const Body = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing.xs,
  padding: theme.spacing.md,
  h3: { margin: 0, fontSize: theme.typography.sizes.md },
  p: { margin: 0, fontSize: theme.typography.sizes.sm, color: theme.colors.muted },
}));

const VoteButton = styled.button<{ voted: boolean }>(({ theme, voted }) => ({
  marginTop: theme.spacing.sm,
  minHeight: 36,
  border: `1px solid ${theme.colors.primary}`,
  borderRadius: theme.radius.round,
  background: voted ? 'transparent' : theme.colors.primary,
  color: voted ? theme.colors.primary : theme.colors.onPrimary,
  font: 'inherit',
  cursor: 'pointer',
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
}));

/** A candidate of a vote: cover, title, vote count; the cover and the button emit `onClick`. */
export function VoteCard({
  cover,
  title,
  author,
  votes,
  actionText = '投票',
  voted = false,
  disabled = false,
  onClick,
  className,
}: VoteCardProps) {
  const titleId = useId();
  return (
    <Card className={className} aria-labelledby={titleId}>
      <CoverButton type="button" tabIndex={-1} onClick={onClick} disabled={disabled} aria-hidden="true">
        <img src={cover} alt="" loading="lazy" />
      </CoverButton>
      <Body>
        <h3 id={titleId}>{title}</h3>
        {author && <p>{author}</p>}
        {votes !== undefined && <p>{votes.toLocaleString('zh-CN')} 票</p>}
        <VoteButton
          type="button"
          voted={voted}
          aria-pressed={voted}
          disabled={disabled}
          onClick={onClick}
          aria-describedby={titleId}
        >
          {voted ? '已投票' : actionText}
        </VoteButton>
      </Body>
    </Card>
  );
}
