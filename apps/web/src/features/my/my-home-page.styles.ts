import styled from '@emotion/styled';
import { UserCounts } from '../../components/user-counts';

export const Head = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing.md,
  flexWrap: 'wrap',
  h1: { margin: 0 },
  p: { margin: `${theme.spacing.xs}px 0 0`, color: theme.colors.muted },
}));

export const PageCounts = styled(UserCounts)(({ theme }) => ({ margin: `${theme.spacing.lg}px 0` }));

/**
 * The member's shortcuts: each link whole on its line (a phone wraps between them, never inside 发布文章), and a touch
 * target of the theme's size on a touch screen.
 */
export const Shortcuts = styled.p(({ theme }) => ({
  a: {
    whiteSpace: 'nowrap',
    [theme.mq.coarse]: { display: 'inline-flex', alignItems: 'center', minHeight: theme.control.touch },
  },
}));
