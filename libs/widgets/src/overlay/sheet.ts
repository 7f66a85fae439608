import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

export const fadeIn = keyframes({ from: { opacity: 0 } });
export const riseIn = keyframes({ from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' } });

/** The dimmed layer behind dialogs and drawers. */
export const Backdrop = styled.div<{ layer?: 'dialog' | 'drawer' }>(({ theme, layer = 'dialog' }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex[layer],
  display: 'flex',
  background: theme.colors.overlay,
  animation: `${fadeIn} ${theme.motion.duration.normal}ms ${theme.motion.easing.standard}`,
  overscrollBehavior: 'contain',
  [theme.mq.reducedMotion]: { animation: 'none', '& > *': { animation: 'none' } },
}));

/** Header row (title and close button) shared by Dialog and Drawer. */
export const SheetHeader = styled.header(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing.sm,
  padding: `${theme.spacing.md}px ${theme.spacing.md}px ${theme.spacing.sm}px ${theme.spacing.lg}px`,
  h2: { margin: 0, ...theme.typography.scale.title, color: theme.colors.text },
}));

export const SheetFooter = styled.footer(({ theme }) => ({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: theme.spacing.sm,
  padding: `${theme.spacing.sm}px ${theme.spacing.lg}px ${theme.spacing.lg}px`,
  [theme.mq.down.sm]: { '& > *': { flex: 1 } },
}));
