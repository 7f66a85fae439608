import { render, type RenderOptions } from '@testing-library/react';
import { lightTheme, WidgetsThemeProvider, type WidgetsTheme } from '@yiying/widgets';
import { axe } from 'jest-axe';
import type { ReactElement, ReactNode } from 'react';

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

/** Fails on axe violations of impact serious or critical. */
export async function expectNoSeriousA11yViolations(container: Element) {
  // axe schedules its work with timers, so it cannot finish under fake timers.
  if ('clock' in setTimeout) jest.useRealTimers();
  const results = await axe(container, { rules: { region: { enabled: false } } });
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
