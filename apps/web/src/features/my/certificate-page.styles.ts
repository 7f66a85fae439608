import styled from '@emotion/styled';
import type { CertificateState } from '@yiying/api-client';

export const StateTag = styled.span<{ state: CertificateState }>(({ theme, state }) => ({
  display: 'inline-block',
  padding: '2px 10px',
  borderRadius: theme.radius.round,
  fontWeight: 600,
  color: '#FFFFFF',
  background:
    state === 'approved' ? theme.colors.success : state === 'rejected' ? theme.colors.danger : theme.colors.warning,
}));

export const Choice = styled.fieldset(({ theme }) => ({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: theme.spacing.lg,
  legend: {
    marginBottom: theme.spacing.xs,
    fontSize: theme.typography.sizes.sm,
  },
  label: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    cursor: 'pointer',
  },
}));

export const Preview = styled.img(({ theme }) => ({
  maxWidth: 240,
  maxHeight: 160,
  borderRadius: theme.radius.sm,
  border: `1px solid ${theme.colors.border}`,
}));
