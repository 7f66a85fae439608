import { screen } from '@testing-library/react';
import { Divider } from '../index';
import { cssRulesFor, expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

describe('Divider', () => {
  it('is a separator, horizontal by default, with optional text', async () => {
    const { container } = renderWithProviders(<Divider>精选作品</Divider>);
    const separator = screen.getByRole('separator');
    expect(separator).toHaveAttribute('aria-orientation', 'horizontal');
    expect(separator).toHaveTextContent('精选作品');
    await expectNoSeriousA11yViolations(container);
  });

  it('draws a dashed vertical line', () => {
    renderWithProviders(<Divider orientation="vertical" dashed />);
    const separator = screen.getByRole('separator');
    expect(separator).toHaveAttribute('aria-orientation', 'vertical');
    expect(cssRulesFor(separator)).toMatch(/border-left: 1px dashed/);
  });
});
