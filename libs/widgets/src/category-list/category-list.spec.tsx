import { fireEvent, screen } from '@testing-library/react';
import { CategoryDrawer, CategoryList, type Category } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

const categories: Category[] = [
  { id: 'all', label: '全部', count: 120 },
  { id: 'clinic', label: '临床', icon: 'star', count: 40 },
  { id: 'nurse', label: '护理', count: 32 },
];

describe('CategoryList', () => {
  it('marks the active category and reports selections', async () => {
    const onSelect = jest.fn();
    const { container } = renderWithProviders(
      <CategoryList categories={categories} activeId="clinic" onSelect={onSelect} />,
    );
    expect(screen.getByRole('navigation', { name: '分类' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '临床 40' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: '护理 32' }));
    expect(onSelect).toHaveBeenCalledWith(categories[2]);
    await expectNoSeriousA11yViolations(container);
  });
});

describe('CategoryDrawer', () => {
  it('opens as a dialog, focuses the active category, selects and closes', async () => {
    const onSelect = jest.fn();
    const onClose = jest.fn();
    renderWithProviders(
      <CategoryDrawer open categories={categories} activeId="nurse" onSelect={onSelect} onClose={onClose} />,
    );
    expect(screen.getByRole('dialog', { name: '全部分类' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '护理 32' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: '全部 120' }));
    expect(onSelect).toHaveBeenCalledWith(categories[0]);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('drawer-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(3);
    await expectNoSeriousA11yViolations(document.body);
  });

  it('renders nothing when closed', () => {
    renderWithProviders(<CategoryDrawer open={false} categories={categories} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
