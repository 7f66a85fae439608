import { screen, within } from '@testing-library/react';
import { IconFeatures, PhoneIcon } from '../index';
import { cssRulesFor, expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

describe('IconFeatures', () => {
  it('renders a block per feature with named or custom icons', async () => {
    const { container } = renderWithProviders(
      <IconFeatures
        heading="平台优势"
        features={[
          { icon: 'star', title: '专业评审', description: '医学与摄影专家' },
          { icon: <PhoneIcon data-testid="custom" />, title: '随时联系', color: '#204165' },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: '平台优势' });
    const blocks = within(section).getAllByRole('listitem');
    expect(blocks).toHaveLength(2);
    expect(within(blocks[0]).getByRole('heading', { name: '专业评审' })).toBeInTheDocument();
    expect(blocks[0].querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('custom')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });

  it('halves the section padding below medium screens', () => {
    renderWithProviders(<IconFeatures heading="优势" features={[]} />);
    const css = cssRulesFor(screen.getByRole('region', { name: '优势' }));
    expect(css).toMatch(/^[^@\n]*padding-top: 64px/m);
    expect(css).toMatch(/max-width: 959.98px.*padding-top: 32px/);
  });
});
