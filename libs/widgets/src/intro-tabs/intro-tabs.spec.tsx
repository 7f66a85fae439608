import { fireEvent, screen } from '@testing-library/react';
import { IntroTabs, type IntroTab } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

const tabs: IntroTab[] = [
  {
    id: 'shoot',
    label: '拍摄',
    items: [
      { title: '构图', image: '/a.jpg' },
      { title: '用光', image: '/b.jpg' },
    ],
  },
  { id: 'post', label: '后期', items: [{ title: '调色', image: '/c.jpg' }] },
  { id: 'share', label: '分享', items: [{ title: '投稿', image: '/d.jpg' }] },
];

describe('IntroTabs', () => {
  it('starts on the first tab and hovering a guide item switches the image', async () => {
    const { container } = renderWithProviders(<IntroTabs tabs={tabs} />);
    expect(screen.getByRole('tab', { name: '拍摄' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('img')).toHaveAttribute('src', '/a.jpg');
    fireEvent.mouseEnter(screen.getByRole('button', { name: '用光' }));
    expect(screen.getByRole('img', { name: '用光' })).toHaveAttribute('src', '/b.jpg');
    await expectNoSeriousA11yViolations(container);
  });

  it('switches tabs by click and arrow keys, resetting the guide item', () => {
    const onTabChange = jest.fn();
    renderWithProviders(<IntroTabs tabs={tabs} onTabChange={onTabChange} />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: '用光' }));
    fireEvent.click(screen.getByRole('tab', { name: '后期' }));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('后期');
    expect(screen.getByRole('img')).toHaveAttribute('src', '/c.jpg');
    fireEvent.keyDown(screen.getByRole('tab', { name: '后期' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '分享' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: '分享' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '拍摄' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(screen.getByRole('tab', { name: '拍摄' }), { key: 'End' });
    expect(onTabChange).toHaveBeenLastCalledWith(tabs[2]);
  });
});
