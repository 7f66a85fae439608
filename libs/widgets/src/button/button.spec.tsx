import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, PlusIcon } from '../index';
import { cssRulesFor, expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

describe('Button', () => {
  it('is a type="button" button that activates with a click, Enter and Space', async () => {
    const onClick = jest.fn();
    renderWithProviders(<Button onClick={onClick}>发布作品</Button>);
    const button = screen.getByRole('button', { name: '发布作品' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
    await expectNoSeriousA11yViolations(document.body);
  });

  it('while loading is announced busy, shows a spinner and refuses clicks', () => {
    const onClick = jest.fn();
    renderWithProviders(
      <Button loading onClick={onClick}>
        发布中
      </Button>,
    );
    const button = screen.getByRole('button', { name: '发布中' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.yy-spinner')).toBeInTheDocument();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('draws each variant in its own colours and grows to a 44 px target on coarse pointers', () => {
    renderWithProviders(
      <>
        <Button variant="primary">主要</Button>
        <Button variant="secondary">次要</Button>
        <Button variant="danger" size="sm" icon={<PlusIcon />}>
          删除
        </Button>
      </>,
    );
    const primary = screen.getByRole('button', { name: '主要' });
    expect(primary).toHaveStyle({ backgroundColor: '#D70D19', minHeight: '40px' });
    expect(screen.getByRole('button', { name: '次要' })).toHaveStyle({
      backgroundColor: '#FFFFFF',
      borderColor: '#DCDFE6',
    });
    const danger = screen.getByRole('button', { name: '删除' });
    expect(danger).toHaveStyle({ backgroundColor: '#C0151F', minHeight: '32px' });
    expect(danger.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(cssRulesFor(danger)).toMatch(/@media \(pointer: coarse\).*height: 44px/s);
  });

  it('is disabled when told', () => {
    renderWithProviders(<Button disabled>已结束</Button>);
    expect(screen.getByRole('button', { name: '已结束' })).toBeDisabled();
  });
});
