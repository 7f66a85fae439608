import { screen } from '@testing-library/react';
import { HeroBanner } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

describe('HeroBanner', () => {
  it('shows the heading, subtitle and actions over the image', async () => {
    const { container } = renderWithProviders(
      <HeroBanner image="/hero.jpg" title="医学摄影大赛" subtitle="作品征集中">
        <a href="/activity">查看活动</a>
      </HeroBanner>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '医学摄影大赛' })).toBeInTheDocument();
    expect(screen.getByText('作品征集中')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看活动' })).toHaveAttribute('href', '/activity');
    expect(container.querySelector('img')).toHaveAttribute('src', '/hero.jpg');
    await expectNoSeriousA11yViolations(container);
  });
});
