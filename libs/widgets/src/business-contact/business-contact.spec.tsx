import { screen } from '@testing-library/react';
import { BusinessContact } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

describe('BusinessContact', () => {
  it('shows the heading 联系方式 and placeholder texts by default', async () => {
    const { container } = renderWithProviders(<BusinessContact />);
    expect(screen.getByRole('heading', { name: '联系方式' })).toBeInTheDocument();
    expect(screen.getByText('公司地址（待补充）')).toBeInTheDocument();
    expect(screen.getByText('联系电话（待补充）')).toBeInTheDocument();
    expect(screen.getByText('电子邮箱（待补充）')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });

  it('links a real phone number and email', () => {
    renderWithProviders(
      <BusinessContact address="北京市海淀区学院路 38 号" phone="010-8280 1234" email="contact@yiying.cn" />,
    );
    expect(screen.getByRole('link', { name: '010-8280 1234' })).toHaveAttribute('href', 'tel:01082801234');
    expect(screen.getByRole('link', { name: 'contact@yiying.cn' })).toHaveAttribute('href', 'mailto:contact@yiying.cn');
  });
});
