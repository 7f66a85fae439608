import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { preloadHeaderMember } from './site-header';

// The member's part of the header cannot be downloaded (offline, a deploy replaced the chunk).
jest.mock('./header-member', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

jest.setTimeout(30_000);

describe('the member’s part of the header when its code does not arrive', () => {
  it('settles without rejecting, so the app still shows the member’s first page', async () => {
    await expect(preloadHeaderMember()).resolves.toBeUndefined();
  });

  it('shows a plain link to 个人中心 instead of the avatar and 退出', async () => {
    renderApp({ path: '/no/such/page', user: { userId: 'u1', username: '小李' } });
    const header = await screen.findByRole('banner');
    const link = await within(header).findByRole('link', { name: '个人中心' });
    expect(link).toHaveAttribute('href', '/my');
    expect(within(header).queryByRole('button', { name: '退出' })).toBeNull();
    expect(within(header).queryByRole('link', { name: /个人中心：/ })).toBeNull();
    expect(within(header).queryByRole('link', { name: '点击登录' })).toBeNull();
  });
});
