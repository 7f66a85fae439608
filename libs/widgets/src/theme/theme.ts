import type { CSSObject } from '@emotion/react';

/** Breakpoint names, smallest first. */
export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export const BREAKPOINTS: readonly Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

export interface WidgetsColors {
  primary: string;
  secondary: string;
  accent: string;
  /** Text drawn on the primary colour. */
  onPrimary: string;
  text: string;
  /** Secondary text: captions, dates, counts. */
  muted: string;
  background: string;
  surface: string;
  border: string;
  danger: string;
  success: string;
  warning: string;
  info: string;
  /** Backdrop of dialogs and drawers. */
  overlay: string;
  /** Background of the dark footer (also in the light theme). */
  footer: string;
  footerText: string;
}

/** Design tokens of the widget kit; emotion's `Theme` is augmented with this shape. */
export interface WidgetsTheme {
  mode: 'light' | 'dark';
  colors: WidgetsColors;
  /** Minimum viewport width in px where each breakpoint starts. */
  breakpoints: Record<Breakpoint, number>;
  /** Ready-made media queries: `mq.up.md` is `@media (min-width: …)`, `mq.down.md` is below md. */
  mq: { up: Record<Breakpoint, string>; down: Record<Breakpoint, string> };
  /** Spacing scale in px; `section` is the vertical padding of a page section (halved below md). */
  spacing: { xs: number; sm: number; md: number; lg: number; xl: number; section: number };
  radius: { sm: number; md: number; lg: number; round: number };
  shadow: { card: string; hover: string; dialog: string };
  /** Elevation level used for hovered cards. */
  hoverElevation: number;
  typography: {
    fontFamily: string;
    sizes: { xs: number; sm: number; md: number; lg: number; xl: number; xxl: number; hero: number };
    lineHeight: number;
    /** Below this width headings use their mobile size. */
    mobileHeadingBreakpoint: number;
  };
  zIndex: { dial: number; drawer: number; dialog: number; alert: number };
}

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
  export interface Theme extends WidgetsTheme {}
}

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

const FONT_STACK = '"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif';

/** Box shadow of a material elevation level 18. */
const ELEVATION_18 = '0 9px 11px -5px rgba(0,0,0,.2), 0 18px 28px 2px rgba(0,0,0,.14), 0 7px 34px 6px rgba(0,0,0,.12)';

function mediaQueries(bp: Record<Breakpoint, number>): WidgetsTheme['mq'] {
  const up = {} as Record<Breakpoint, string>;
  const down = {} as Record<Breakpoint, string>;
  for (const name of BREAKPOINTS) {
    up[name] = `@media (min-width: ${bp[name]}px)`;
    down[name] = `@media (max-width: ${Math.max(bp[name] - 0.02, 0)}px)`;
  }
  return { up, down };
}

const breakpoints: Record<Breakpoint, number> = { xs: 0, sm: 600, md: 960, lg: 1264, xl: 1904 };

/** The default theme: white surfaces, the site's red as primary. */
export const lightTheme: WidgetsTheme = {
  mode: 'light',
  colors: {
    primary: '#D70D19',
    secondary: '#050B1F',
    accent: '#204165',
    onPrimary: '#FFFFFF',
    text: '#1F2329',
    muted: '#5C6370',
    background: '#F5F6F8',
    surface: '#FFFFFF',
    border: '#DCDFE6',
    danger: '#C0151F',
    success: '#1E7B34',
    warning: '#8A5A00',
    info: '#204165',
    overlay: 'rgba(5, 11, 31, 0.55)',
    footer: '#050B1F',
    footerText: '#C9CED8',
  },
  breakpoints,
  mq: mediaQueries(breakpoints),
  spacing: { xs: 4, sm: 8, md: 16, lg: 24, xl: 32, section: 64 },
  radius: { sm: 4, md: 8, lg: 16, round: 999 },
  shadow: {
    card: '0 2px 8px rgba(5, 11, 31, 0.08)',
    hover: ELEVATION_18,
    dialog: '0 11px 15px -7px rgba(0,0,0,.2), 0 24px 38px 3px rgba(0,0,0,.14), 0 9px 46px 8px rgba(0,0,0,.12)',
  },
  hoverElevation: 18,
  typography: {
    fontFamily: FONT_STACK,
    sizes: { xs: 12, sm: 14, md: 16, lg: 20, xl: 24, xxl: 32, hero: 40 },
    lineHeight: 1.6,
    mobileHeadingBreakpoint: 768,
  },
  zIndex: { dial: 900, drawer: 1000, dialog: 1100, alert: 1200 },
};

/** Dark theme used by the about, national and exhibit pages. */
export const darkTheme: WidgetsTheme = {
  ...lightTheme,
  mode: 'dark',
  colors: {
    ...lightTheme.colors,
    primary: '#FF4D57',
    onPrimary: '#050B1F',
    text: '#F2F4F8',
    muted: '#AEB6C6',
    background: '#050B1F',
    surface: '#111A33',
    border: '#2C3756',
    danger: '#FF6B73',
    success: '#5BD27A',
    warning: '#F5C451',
    info: '#8DB6E6',
    overlay: 'rgba(0, 0, 0, 0.7)',
    footer: '#02050F',
  },
  shadow: { ...lightTheme.shadow, card: '0 2px 8px rgba(0, 0, 0, 0.5)' },
};

function merge<T extends object>(base: T, patch: DeepPartial<T> | undefined): T {
  if (!patch) return base;
  const out = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
        ? merge(current as object, value as DeepPartial<object>)
        : value;
  }
  return out as T;
}

/**
 * Builds a theme from a base (light by default) and partial overrides, e.g. another site's colours.
 * Media queries follow overridden breakpoints.
 */
export function createWidgetsTheme(
  overrides: DeepPartial<Omit<WidgetsTheme, 'mq'>> = {},
  base: WidgetsTheme = lightTheme,
): WidgetsTheme {
  const merged = merge(base, overrides as DeepPartial<WidgetsTheme>);
  return { ...merged, mq: mediaQueries(merged.breakpoints) };
}

/** A per-breakpoint value; missing breakpoints inherit from the next smaller one. */
export type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

/** Turns a responsive px value into mobile-first CSS for `property`. */
export function responsiveCss(theme: WidgetsTheme, property: string, value: Responsive<number | string>): CSSObject {
  const px = (v: number | string) => (typeof v === 'number' ? `${v}px` : v);
  if (typeof value !== 'object') return { [property]: px(value) };
  const out: CSSObject = {};
  for (const bp of BREAKPOINTS) {
    const v = value[bp];
    if (v === undefined) continue;
    if (bp === 'xs') out[property] = px(v);
    else out[theme.mq.up[bp]] = { [property]: px(v) };
  }
  return out;
}

/** Vertical section padding that halves below medium screens. */
export function sectionPadding(theme: WidgetsTheme): CSSObject {
  return {
    paddingTop: theme.spacing.section,
    paddingBottom: theme.spacing.section,
    [theme.mq.down.md]: { paddingTop: theme.spacing.section / 2, paddingBottom: theme.spacing.section / 2 },
  };
}
