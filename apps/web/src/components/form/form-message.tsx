import styled from '@emotion/styled';

const Box = styled.p<{ tone: 'error' | 'success' }>(({ theme, tone }) => ({
  margin: `${theme.spacing.sm}px 0`,
  padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
  borderRadius: theme.radius.sm,
  background: `color-mix(in srgb, ${tone === 'error' ? theme.colors.danger : theme.colors.success} 12%, transparent)`,
  color: tone === 'error' ? theme.colors.danger : theme.colors.success,
  fontSize: theme.typography.sizes.sm,
}));

/** The outcome of a submit: errors are alerts, successes polite status messages. */
export function FormMessage({ error, success }: { error?: string | null; success?: string | null }) {
  if (error)
    return (
      <Box tone="error" role="alert">
        {error}
      </Box>
    );
  if (success)
    return (
      <Box tone="success" role="status">
        {success}
      </Box>
    );
  return null;
}
