import { fireEvent, screen } from '@testing-library/react';
import { VoteCard } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

describe('VoteCard', () => {
  it('emits click from the cover and the vote button', async () => {
    const onClick = jest.fn();
    const { container } = renderWithProviders(
      <VoteCard cover="/c.jpg" title="生命之光" author="李医生" votes={1234} onClick={onClick} />,
    );
    expect(screen.getByRole('article', { name: '生命之光' })).toHaveTextContent('1,234 票');
    fireEvent.click(screen.getByRole('button', { name: '投票' }));
    fireEvent.click(container.querySelector('img')!);
    expect(onClick).toHaveBeenCalledTimes(2);
    await expectNoSeriousA11yViolations(container);
  });

  it('shows the voted state and ignores clicks when disabled', () => {
    const onClick = jest.fn();
    renderWithProviders(<VoteCard cover="/c.jpg" title="生命之光" voted disabled onClick={onClick} />);
    const button = screen.getByRole('button', { name: '已投票' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
