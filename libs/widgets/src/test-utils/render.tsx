import { render, type RenderOptions } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { ReactElement, ReactNode } from 'react';
import { lightTheme, WidgetsThemeProvider, type WidgetsTheme } from '../index';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  theme?: WidgetsTheme;
}

/** Renders a widget inside the kit's theme provider. */
export function renderWithProviders(
  ui: ReactElement,
  { theme = lightTheme, ...options }: RenderWithProvidersOptions = {},
) {
  function Wrapper({ children }: { children?: ReactNode }) {
    return <WidgetsThemeProvider theme={theme}>{children}</WidgetsThemeProvider>;
  }
  return render(ui, { wrapper: Wrapper, ...options });
}

/** Fails on axe violations of impact serious or critical (moderate ones are reported by Storybook's a11y panel). */
export async function expectNoSeriousA11yViolations(container: Element) {
  // axe schedules its work with timers, so it cannot finish under fake timers.
  if ('clock' in setTimeout) jest.useRealTimers();
  const results = await axe(container, { rules: { region: { enabled: false } } });
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The CSS text of every rule (media rules included) that targets one of the element's classes. */
export function cssRulesFor(element: Element): string {
  const classes = Array.from(element.classList);
  const out: string[] = [];
  const visit = (rules: CSSRuleList, media?: string) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) visit(rule.cssRules, rule.conditionText);
      else if (rule instanceof CSSStyleRule && classes.some((c) => rule.selectorText.includes(`.${c}`))) {
        out.push(media ? `@media ${media} { ${rule.cssText} }` : rule.cssText);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return out.join('\n');
}
