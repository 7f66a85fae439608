import { createWidgetsTheme, darkTheme, lightTheme, transition, type WidgetsTheme } from './index';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Text colour on background colour pairs the controls draw. */
const PAIRS: [keyof WidgetsTheme['colors'], keyof WidgetsTheme['colors']][] = [
  ['text', 'surface'],
  ['text', 'background'],
  ['text', 'fill'],
  ['text', 'raised'],
  ['muted', 'surface'],
  ['subtle', 'fill'],
  ['subtle', 'surface'],
  ['subtle', 'raised'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['primaryText', 'surface'],
  ['primaryText', 'primarySoft'],
  ['danger', 'surface'],
  ['danger', 'dangerSoft'],
  ['success', 'successSoft'],
  ['warning', 'warningSoft'],
  ['onInverse', 'inverse'],
];

describe('theme tokens', () => {
  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ])('every text colour reaches WCAG AA (4.5:1) on its surfaces in the %s theme', (_name, theme) => {
    const failing = PAIRS.map(([fg, bg]) => [fg, bg, contrast(theme.colors[fg], theme.colors[bg])] as const).filter(
      ([, , ratio]) => ratio < 4.5,
    );
    expect(failing).toEqual([]);
  });

  it('keeps the site red as primary and a type scale that grows with each role', () => {
    expect(lightTheme.colors.primary).toBe('#D70D19');
    const sizes = Object.values(lightTheme.typography.scale).map((s) => s.fontSize);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(new Set(sizes).size).toBe(sizes.length);
    expect(lightTheme.control.touch).toBeGreaterThanOrEqual(44);
    expect(lightTheme.elevation).toHaveLength(5);
  });

  it('turns transitions off for readers who asked for reduced motion', () => {
    const css = transition(lightTheme, ['opacity', 'transform'], 'normal');
    expect(css.transition).toBe('opacity 220ms cubic-bezier(0.2, 0, 0, 1), transform 220ms cubic-bezier(0.2, 0, 0, 1)');
    expect(css['@media (prefers-reduced-motion: reduce)']).toEqual({ transition: 'none', animation: 'none' });
  });

  it('rebuilds the media queries, coarse-pointer and reduced-motion queries included, for overridden breakpoints', () => {
    const theme = createWidgetsTheme({ breakpoints: { md: 800 } });
    expect(theme.mq.up.md).toBe('@media (min-width: 800px)');
    expect(theme.mq.coarse).toBe('@media (pointer: coarse)');
    expect(theme.mq.reducedMotion).toBe('@media (prefers-reduced-motion: reduce)');
  });
});

describe('a site’s own primary colour', () => {
  it('gives the controls their hover, soft and text shades unless the site names them', () => {
    const teal = createWidgetsTheme({ colors: { primary: '#0A7C66' } });
    expect(teal.colors.primaryText).toBe('#0A7C66');
    expect(teal.colors.primaryHover).toBe('#096957');
    expect(teal.colors.primarySoft).toBe('#e7f2f0');
    const named = createWidgetsTheme({ colors: { primary: '#0A7C66', primaryText: '#075444' } });
    expect(named.colors.primaryText).toBe('#075444');
    expect(createWidgetsTheme().colors.primaryText).toBe(lightTheme.colors.primaryText);
  });
});
