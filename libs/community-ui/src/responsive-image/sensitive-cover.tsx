import styled from '@emotion/styled';
import type { ReactNode } from 'react';

export interface SensitiveCoverProps {
  /** Whether the content under the cover is hidden (blurred) — the caller blurs its own image. */
  hidden: boolean;
  /** Reveals the content. */
  onReveal(): void;
  /** What the hidden content is, for the button's accessible name. */
  label?: string;
  children: ReactNode;
  className?: string;
}

const Wrap = styled.div({ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' });

const Veil = styled.div(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing.xs,
  background: 'rgba(5, 11, 31, 0.35)',
  color: '#fff',
  fontSize: theme.typography.sizes.sm,
  textAlign: 'center',
  padding: theme.spacing.sm,
  button: {
    cursor: 'pointer',
    border: '1px solid #fff',
    borderRadius: theme.radius.md,
    background: 'rgba(0, 0, 0, 0.45)',
    color: '#fff',
    padding: `${theme.spacing.xs}px ${theme.spacing.md}px`,
    fontSize: theme.typography.sizes.sm,
    '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
  },
}));

/**
 * Holds sensitive content (graphic medical images) behind a veil with a 点击查看 button until the viewer
 * chooses to see it. The image itself is drawn blurred by its owner, so nothing readable shows first.
 */
export function SensitiveCover({ hidden, onReveal, label, children, className }: SensitiveCoverProps) {
  return (
    <Wrap className={className}>
      {children}
      {hidden && (
        <Veil
          onClick={(event) => {
            // The veil sits on a clickable tile: revealing must not open the post as well.
            event.stopPropagation();
          }}
        >
          <span aria-hidden="true">敏感内容</span>
          <button
            type="button"
            aria-label={label ? `点击查看：${label}（敏感内容）` : '点击查看敏感内容'}
            onClick={(event) => {
              event.stopPropagation();
              onReveal();
            }}
          >
            点击查看
          </button>
        </Veil>
      )}
    </Wrap>
  );
}
