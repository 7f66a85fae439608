import { fireEvent, screen, within } from '@testing-library/react';
import { ImageGuide, type ImageGuideItem } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

const items: ImageGuideItem[] = Array.from({ length: 10 }, (_, i) => ({
  image: `/g${i}.jpg`,
  title: `步骤${i + 1}`,
  text: `说明${i + 1}`,
}));

describe('ImageGuide', () => {
  it('shows at most 8 indicators and a 344 × 500 picture by default', async () => {
    const { container } = renderWithProviders(<ImageGuide items={items} />);
    const nav = screen.getByRole('group', { name: '图片导航' });
    expect(within(nav).getAllByRole('button')).toHaveLength(8);
    const img = screen.getByRole('img', { name: '步骤1' });
    expect(img).toHaveAttribute('width', '344');
    expect(img).toHaveAttribute('height', '500');
    await expectNoSeriousA11yViolations(container);
  });

  it('switches the picture by click, hover and arrow keys', () => {
    const onChange = jest.fn();
    renderWithProviders(<ImageGuide items={items} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '步骤3' }));
    expect(screen.getByRole('img', { name: '步骤3' })).toBeInTheDocument();
    expect(screen.getByText('说明3')).toBeInTheDocument();
    fireEvent.mouseEnter(screen.getByRole('button', { name: '步骤5' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    fireEvent.keyDown(screen.getByRole('button', { name: '步骤5' }), { key: 'ArrowDown' });
    expect(screen.getByRole('button', { name: '步骤6' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('button', { name: '步骤6' }), { key: 'ArrowUp' });
    expect(screen.getByRole('img', { name: '步骤5' })).toBeInTheDocument();
  });
});
