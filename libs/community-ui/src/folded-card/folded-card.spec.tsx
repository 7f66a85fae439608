import { fireEvent, screen } from '@testing-library/react';
import { FoldedCard } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

describe('FoldedCard', () => {
  it('shows 已折叠 with the word until 展开 is pressed, then the item', async () => {
    const { container } = renderWithProviders(
      <FoldedCard word="剧透">
        <p>剧透：最后他走了</p>
      </FoldedCard>,
    );
    expect(screen.getByText(/已折叠：包含/)).toHaveTextContent('已折叠：包含「剧透」');
    expect(screen.queryByText('剧透：最后他走了')).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '展开包含「剧透」的内容' }));
    expect(screen.getByText('剧透：最后他走了')).toBeInTheDocument();
    expect(screen.queryByText(/已折叠/)).not.toBeInTheDocument();
  });

  it('is the item itself without a word', () => {
    renderWithProviders(
      <FoldedCard>
        <p>普通评论</p>
      </FoldedCard>,
    );
    expect(screen.getByText('普通评论')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
