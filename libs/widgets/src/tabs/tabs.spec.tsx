import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

function Harness() {
  const [value, setValue] = useState('image');
  return (
    <Tabs
      label="作品分类"
      value={value}
      onChange={setValue}
      items={[
        { key: 'all', label: '全部', content: '全部作品' },
        { key: 'image', label: '图片', content: '图片作品' },
        { key: 'video', label: '视频', content: '视频作品', disabled: true },
        { key: 'article', label: '文章', content: '文章列表' },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('follows the ARIA tabs pattern: one Tab stop, arrows select and wrap, Home/End, panel labelled by its tab', async () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('tablist', { name: '作品分类' })).toBeInTheDocument();
    const image = screen.getByRole('tab', { name: '图片' });
    expect(image).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1, -1]);
    expect(screen.getByRole('tabpanel', { name: '图片' })).toHaveTextContent('图片作品');
    image.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '文章' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('文章列表');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '文章' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: '全部' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '文章' })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolations(document.body);
  });

  it('selects with a click', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: '全部' }));
    expect(screen.getByRole('tabpanel', { name: '全部' })).toHaveTextContent('全部作品');
  });
});
