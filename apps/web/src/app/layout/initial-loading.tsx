import styled from '@emotion/styled';

const Box = styled.p(({ theme }) => ({
  margin: 0,
  padding: theme.spacing.section,
  textAlign: 'center',
  color: theme.colors.muted,
  fontFamily: theme.typography.fontFamily,
}));

/** Shown while the first page's code downloads. */
export function InitialLoading() {
  return (
    <Box role="status" aria-busy="true">
      加载中…
    </Box>
  );
}
