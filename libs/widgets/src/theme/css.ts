import type { CSSObject } from '@emotion/react';
import type { TextRole, WidgetsTheme } from './theme';

// Kept apart from the token objects, so a control that only needs these helpers does not bundle both themes.

/**
 * A CSS transition of `properties` on the theme's motion tokens, switched off for readers who asked for reduced
 * motion. Spread it into a style object: `...transition(theme, ['opacity', 'transform'])`.
 */
export function transition(
  theme: WidgetsTheme,
  properties: string[],
  duration: keyof WidgetsTheme['motion']['duration'] = 'fast',
  easing: keyof WidgetsTheme['motion']['easing'] = 'standard',
): CSSObject {
  const { motion } = theme;
  return {
    transition: properties.map((p) => `${p} ${motion.duration[duration]}ms ${motion.easing[easing]}`).join(', '),
    [theme.mq.reducedMotion]: { transition: 'none', animation: 'none' },
  };
}

/** The type scale entry of a text role as CSS. */
export function textStyle(theme: WidgetsTheme, role: TextRole): CSSObject {
  return { ...theme.typography.scale[role] };
}

/** The focus ring every control draws for keyboard focus. */
export function focusRing(theme: WidgetsTheme, offset = 2): CSSObject {
  return { outline: `2px solid ${theme.colors.focus}`, outlineOffset: offset };
}
