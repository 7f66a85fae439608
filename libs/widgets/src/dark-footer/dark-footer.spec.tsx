import { act, fireEvent, screen, within } from '@testing-library/react';
import { DarkFooter, type DarkFooterProps } from '../index';
import { cssRulesFor, expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

export const footerProps: DarkFooterProps = {
  about: {
    title: '关于我们',
    items: [
      { label: '平台介绍', href: '/about' },
      { label: '联系我们', href: '/about#contact' },
    ],
  },
  media: {
    title: '媒体矩阵',
    items: [
      { label: '医影公众号', avatar: '/a.png', qrcode: '/qr.png' },
      { label: '微博', href: 'https://weibo.com' },
    ],
  },
  help: { title: '帮助中心', items: [{ label: '投稿指南', href: '/help/submit' }] },
  links: { title: '友情链接', items: [{ label: '中华医学会', href: 'https://www.cma.org.cn' }] },
  copyright: '© 2025 医影',
};

describe('DarkFooter', () => {
  it('renders the four columns and the spec heights', async () => {
    const { container } = renderWithProviders(<DarkFooter {...footerProps} />);
    const footer = screen.getByRole('contentinfo');
    for (const title of ['关于我们', '媒体矩阵', '帮助中心', '友情链接']) {
      expect(within(footer).getByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: '投稿指南' })).toHaveAttribute('href', '/help/submit');
    const css = cssRulesFor(footer);
    expect(css).toMatch(/^[^@\n]*min-height: 240px/m);
    expect(css).toMatch(/min-width: 600px.*min-height: 300px/);
    expect(css).toMatch(/min-width: 960px.*min-height: 360px/);
    await expectNoSeriousA11yViolations(container);
  });

  it('shows a media QR code in a tooltip on hover and focus', () => {
    renderWithProviders(<DarkFooter {...footerProps} />);
    const entry = screen.getByRole('button', { name: '医影公众号' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.mouseEnter(entry.parentElement!);
    expect(within(screen.getByRole('tooltip')).getByRole('img', { name: '医影公众号二维码' })).toHaveAttribute(
      'src',
      '/qr.png',
    );
    fireEvent.mouseLeave(entry.parentElement!);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => entry.focus());
    expect(entry).toHaveAccessibleDescription('医影公众号二维码');
  });
});
