import { ThemeProvider, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { lightTheme, type WidgetsTheme } from './theme';

export interface WidgetsThemeProviderProps {
  /** Defaults to `lightTheme`; build your own with `createWidgetsTheme`. */
  theme?: WidgetsTheme;
  children?: ReactNode;
}

/** Makes the widget tokens available to every widget below it. */
export function WidgetsThemeProvider({ theme = lightTheme, children }: WidgetsThemeProviderProps) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** The current widget theme; throws when no `WidgetsThemeProvider` is above. */
export function useWidgetsTheme(): WidgetsTheme {
  const theme = useTheme();
  if (!theme || !theme.colors) {
    throw new Error('useWidgetsTheme: wrap your widgets in <WidgetsThemeProvider>.');
  }
  return theme;
}
