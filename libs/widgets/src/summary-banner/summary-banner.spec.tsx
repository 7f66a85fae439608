import { screen } from '@testing-library/react';
import { HeroBanner, LandingBanner, SummaryBanner } from '../index';
import { cssRulesFor, expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

describe('SummaryBanner', () => {
  it('shows title and summary with the spec heights per breakpoint', async () => {
    const { container } = renderWithProviders(
      <SummaryBanner image="/s.jpg" title="关于医影" summary="记录医学里的人与光" />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '关于医影' })).toBeInTheDocument();
    expect(screen.getByText('记录医学里的人与光')).toBeInTheDocument();
    const css = cssRulesFor(screen.getByRole('region', { name: '关于医影' }));
    expect(css).toMatch(/^[^@\n]*height: 200px/m);
    expect(css).toMatch(/min-width: 600px.*height: 300px/);
    expect(css).toMatch(/min-width: 960px.*height: 500px/);
    expect(css).toMatch(/min-width: 1264px.*height: 650px/);
    expect(css).toMatch(/min-width: 1904px.*height: 650px/);
    await expectNoSeriousA11yViolations(container);
  });
});

describe('LandingBanner', () => {
  it('shows actions and reaches 800 px on extra large screens', () => {
    renderWithProviders(<LandingBanner image="/l.jpg" title="加入医影" actions={<a href="/my/login">立即加入</a>} />);
    expect(screen.getByRole('link', { name: '立即加入' })).toBeInTheDocument();
    const css = cssRulesFor(screen.getByRole('region', { name: '加入医影' }));
    expect(css).toMatch(/^[^@\n]*height: 200px/m);
    expect(css).toMatch(/min-width: 1264px.*height: 650px/);
    expect(css).toMatch(/min-width: 1904px.*height: 800px/);
  });

  it('hero banner defaults to 260 / 320 / 420', () => {
    renderWithProviders(<HeroBanner image="/h.jpg" title="医影" />);
    const css = cssRulesFor(screen.getByRole('region', { name: '医影' }));
    expect(css).toMatch(/^[^@\n]*height: 260px/m);
    expect(css).toMatch(/min-width: 600px.*height: 320px/);
    expect(css).toMatch(/min-width: 960px.*height: 420px/);
  });
});
