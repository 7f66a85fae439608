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
  /** Hovered and pressed primary (filled buttons). */
  primaryHover: string;
  /** A faint tint of the primary: selected rows, soft badges. */
  primarySoft: string;
  /** Red text or icons on `primarySoft` and on surfaces (AA on both). */
  primaryText: string;
  /** Filled inputs, secondary buttons, skeletons: a grey one step off the surface. */
  fill: string;
  /** `fill` when hovered. */
  fillHover: string;
  /** Secondary text that still passes AA on `fill` (placeholders use it too). */
  subtle: string;
  /** Focus ring of every control. */
  focus: string;
  /** Tinted backgrounds of the status colours (badges, inline errors). */
  dangerSoft: string;
  successSoft: string;
  warningSoft: string;
  /** Popovers, menus, toasts and sheets. */
  raised: string;
  /** Text on `inverse` (toasts). */
  inverse: string;
  onInverse: string;
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
  /**
   * Ready-made media queries: `mq.up.md` is `@media (min-width: …)`, `mq.down.md` is below md, `mq.coarse` a touch
   * screen (targets grow to 44 px), `mq.reducedMotion` a reader who asked for less motion.
   */
  mq: { up: Record<Breakpoint, string>; down: Record<Breakpoint, string>; coarse: string; reducedMotion: string };
  /** Spacing scale in px (a 4 px grid); `section` is the vertical padding of a page section (halved below md). */
  spacing: { xxs: number; xs: number; sm: number; md: number; lg: number; xl: number; xxl: number; section: number };
  /** Corner radii: `sm` chips and inputs' inner parts, `md` inputs and cards, `lg` dialogs and sheets. */
  radius: { xs: number; sm: number; md: number; lg: number; xl: number; round: number };
  shadow: { card: string; hover: string; dialog: string };
  /** Elevation ladder: 0 flat, 1 cards, 2 raised cards and menus, 3 popovers and toasts, 4 dialogs and sheets. */
  elevation: [string, string, string, string, string];
  /** Durations in ms and easing curves; `transition()` turns them off under `prefers-reduced-motion`. */
  motion: {
    duration: { instant: number; fast: number; normal: number; slow: number };
    easing: { standard: string; enter: string; exit: string };
  };
  /** Heights in px of controls by size; `touch` is the least target on a coarse pointer. */
  control: { sm: number; md: number; lg: number; touch: number };
  /** Elevation level used for hovered cards. */
  hoverElevation: number;
  typography: {
    fontFamily: string;
    sizes: { xs: number; sm: number; md: number; lg: number; xl: number; xxl: number; hero: number };
    lineHeight: number;
    /** Type scale: size, line height and weight of each text role. */
    scale: Record<TextRole, TextStyle>;
    weights: { regular: number; medium: number; bold: number };
    /** Below this width headings use their mobile size. */
    mobileHeadingBreakpoint: number;
  };
  zIndex: { dial: number; drawer: number; dialog: number; alert: number; popover: number; toast: number };
}

/** Text roles of the type scale, smallest first. */
export type TextRole = 'caption' | 'footnote' | 'body' | 'subtitle' | 'title' | 'headline' | 'display';
export interface TextStyle {
  fontSize: number;
  lineHeight: number;
  fontWeight: number;
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
  return { up, down, coarse: '@media (pointer: coarse)', reducedMotion: '@media (prefers-reduced-motion: reduce)' };
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
    primaryHover: '#B80A15',
    primarySoft: '#FDECEE',
    primaryText: '#C20B17',
    fill: '#F2F3F5',
    fillHover: '#E8EAED',
    subtle: '#5E6572',
    focus: '#204165',
    dangerSoft: '#FDECEE',
    successSoft: '#E8F5EC',
    warningSoft: '#FFF4DC',
    raised: '#FFFFFF',
    inverse: '#1F2329',
    onInverse: '#FFFFFF',
  },
  breakpoints,
  mq: mediaQueries(breakpoints),
  spacing: { xxs: 2, xs: 4, sm: 8, md: 16, lg: 24, xl: 32, xxl: 48, section: 64 },
  radius: { xs: 2, sm: 4, md: 8, lg: 16, xl: 24, round: 999 },
  shadow: {
    card: '0 2px 8px rgba(5, 11, 31, 0.08)',
    hover: ELEVATION_18,
    dialog: '0 11px 15px -7px rgba(0,0,0,.2), 0 24px 38px 3px rgba(0,0,0,.14), 0 9px 46px 8px rgba(0,0,0,.12)',
  },
  elevation: [
    'none',
    '0 1px 2px rgba(15, 20, 35, 0.06), 0 1px 3px rgba(15, 20, 35, 0.04)',
    '0 4px 12px rgba(15, 20, 35, 0.08), 0 1px 3px rgba(15, 20, 35, 0.05)',
    '0 8px 24px rgba(15, 20, 35, 0.12), 0 2px 6px rgba(15, 20, 35, 0.06)',
    '0 16px 48px rgba(15, 20, 35, 0.18), 0 4px 12px rgba(15, 20, 35, 0.08)',
  ],
  motion: {
    duration: { instant: 80, fast: 140, normal: 220, slow: 320 },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      enter: 'cubic-bezier(0.05, 0.7, 0.1, 1)',
      exit: 'cubic-bezier(0.3, 0, 0.8, 0.15)',
    },
  },
  control: { sm: 32, md: 40, lg: 48, touch: 44 },
  hoverElevation: 18,
  typography: {
    fontFamily: FONT_STACK,
    sizes: { xs: 12, sm: 14, md: 16, lg: 20, xl: 24, xxl: 32, hero: 40 },
    lineHeight: 1.6,
    scale: {
      caption: { fontSize: 12, lineHeight: 1.5, fontWeight: 400 },
      footnote: { fontSize: 13, lineHeight: 1.5, fontWeight: 400 },
      body: { fontSize: 15, lineHeight: 1.65, fontWeight: 400 },
      subtitle: { fontSize: 17, lineHeight: 1.5, fontWeight: 500 },
      title: { fontSize: 20, lineHeight: 1.4, fontWeight: 600 },
      headline: { fontSize: 26, lineHeight: 1.3, fontWeight: 600 },
      display: { fontSize: 34, lineHeight: 1.2, fontWeight: 700 },
    },
    weights: { regular: 400, medium: 500, bold: 600 },
    mobileHeadingBreakpoint: 768,
  },
  zIndex: { dial: 900, drawer: 1000, dialog: 1100, popover: 1150, alert: 1200, toast: 1300 },
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
  const merged = merge(base, withPrimaryShades(overrides, base) as DeepPartial<WidgetsTheme>);
  return { ...merged, mq: mediaQueries(merged.breakpoints) };
}

/** The red, green and blue of `#rrggbb`. */
const channels = (value: string) => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16));

/** `#rrggbb` mixed with `other` by `amount` (0 keeps it, 1 gives `other`). */
function mix(hex: string, other: string, amount: number): string {
  const a = channels(hex);
  const b = channels(other);
  if ([...a, ...b].some(Number.isNaN)) return hex;
  return `#${a
    .map((c, i) =>
      Math.round(c + ((b[i] ?? c) - c) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * A site that brings its own primary colour gets the shades the controls draw with (hover, soft background, text)
 * from it, unless it names them too: otherwise its buttons would be its colour and their text and tints the kit's red.
 */
function withPrimaryShades(
  overrides: DeepPartial<Omit<WidgetsTheme, 'mq'>>,
  base: WidgetsTheme,
): DeepPartial<Omit<WidgetsTheme, 'mq'>> {
  const primary = overrides.colors?.primary;
  if (!primary || !/^#[0-9a-f]{6}$/i.test(primary) || primary === base.colors.primary) return overrides;
  const dark = channels(base.colors.surface).reduce((sum, c) => sum + c, 0) < 384;
  return {
    ...overrides,
    colors: {
      primaryHover: mix(primary, dark ? '#ffffff' : '#000000', 0.15),
      primarySoft: mix(primary, base.colors.surface, 0.9),
      primaryText: primary,
      ...overrides.colors,
    },
  };
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
