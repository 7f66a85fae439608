import { fireEvent, screen, within } from '@testing-library/react';
import { PriceCard } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

describe('PriceCard', () => {
  it('shows the price in yuan, the features and the default button text', async () => {
    const onButtonClick = jest.fn();
    const { container } = renderWithProviders(
      <PriceCard
        title="专业版"
        price={1299}
        unit="/年"
        features={['无限上传', '专属客服']}
        onButtonClick={onButtonClick}
      />,
    );
    const card = screen.getByRole('article', { name: '专业版' });
    expect(card).toHaveTextContent('￥1,299/年');
    const features = within(screen.getByRole('list', { name: '包含内容' })).getAllByRole('listitem');
    expect(features.map((li) => li.textContent)).toEqual(['无限上传', '专属客服']);
    fireEvent.click(screen.getByRole('button', { name: '查看详情' }));
    expect(onButtonClick).toHaveBeenCalledTimes(1);
    await expectNoSeriousA11yViolations(container);
  });

  it('accepts a custom currency, button text and a text price without currency', () => {
    const { rerender } = renderWithProviders(
      <PriceCard title="基础版" price={9.9} currency="$" buttonText="立即购买" />,
    );
    expect(screen.getByRole('article')).toHaveTextContent('$9.90');
    expect(screen.getByRole('button', { name: '立即购买' })).toBeInTheDocument();
    rerender(<PriceCard title="企业版" price="面议" badge="推荐" featured />);
    expect(screen.getByRole('article')).toHaveTextContent('推荐企业版面议');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
