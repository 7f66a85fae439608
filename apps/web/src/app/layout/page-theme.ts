import { use } from 'react';
import { lightTheme, type WidgetsTheme } from '@yiying/widgets';

/*
 * Most pages are light; the dark theme (about, national, exhibit) is a chunk of its own that loads with those pages'
 * code, so the first script of every other page carries the light theme only.
 */

let dark: WidgetsTheme | undefined;
let loading: Promise<WidgetsTheme> | undefined;

/** Loads the dark theme once; a failed download may succeed on the next call. */
export function loadDarkTheme(): Promise<WidgetsTheme> {
  return (loading ??= import('./dark-theme').then(
    (module) => (dark = module.darkTheme),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

/**
 * The theme of a page of the given kind. A dark page's route loads the theme with its code, so it is here when the
 * page shows; a render before that suspends until it is.
 */
export function usePageTheme(kind: 'dark' | undefined): WidgetsTheme {
  if (kind !== 'dark') return lightTheme;
  return dark ?? use(loadDarkTheme());
}
