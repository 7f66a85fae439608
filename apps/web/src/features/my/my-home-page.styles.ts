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
