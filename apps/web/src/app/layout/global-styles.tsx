import { Global, useTheme } from '@emotion/react';

/** Page-wide base styles drawn from the current theme. */
export function GlobalStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={{
        '*, *::before, *::after': { boxSizing: 'border-box' },
        html: { colorScheme: theme.mode },
        body: {
          margin: 0,
          fontFamily: theme.typography.fontFamily,
          lineHeight: theme.typography.lineHeight,
          color: theme.colors.text,
          background: theme.colors.background,
        },
        a: { color: 'inherit' },
        ':focus-visible': { outline: `3px solid ${theme.colors.accent}`, outlineOffset: 2 },
        '.visually-hidden': {
          position: 'absolute',
          width: 1,
          height: 1,
          margin: -1,
          padding: 0,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
          border: 0,
        },
      }}
    />
  );
}
