import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FollowButton } from '../features/homepage/follow-button';
import { MemberCounts } from '../features/homepage/user-counts';
import { createFakeFetch } from '../test/fake-fetch';
import { renderWithProviders } from '../test/render-with-providers';
import { useFans, useOwnExtend } from './index';

/** The signed-in member's own 关注 count, as the personal area shows it. */
function MyFollowing() {
  const { data } = useOwnExtend();
  return <p data-testid="my-following">{data?.attentionNum ?? '-'}</p>;
}

/** The names in a member's fans list. */
function FansOf({ userId }: { userId: string }) {
  const { data } = useFans({ userId });
  return <p data-testid="fans">{data ? data.records.map((f) => f.fansId).join(',') || '无' : '-'}</p>;
}

function fakeServer() {
  const state = { following: false, fans: 7, myFollowing: 1 };
  const fake = createFakeFetch({
    'GET /web/user/attention/doc': () => ({ data: { attention: state.following, mutual: false } }),
    'POST /web/user/behaviour/attention/doc': () => {
      Object.assign(state, { following: true, fans: state.fans + 1, myFollowing: state.myFollowing + 1 });
      return { data: { attention: true, mutual: false } };
    },
    'POST /web/user/behaviour/cancel/attention/doc': () => {
      Object.assign(state, { following: false, fans: state.fans - 1, myFollowing: state.myFollowing - 1 });
      return { data: { attention: false, mutual: false } };
    },
    'GET /api/user/extend/doc': () => ({ data: { attentionNum: 3, fansNum: state.fans, contentNum: 2 } }),
    'GET /web/user/extend': () => ({ data: { attentionNum: state.myFollowing, fansNum: 0, contentNum: 0 } }),
    'GET /api/fans/list': (query) => ({
      data: {
        records:
          query.get('userId') === 'doc' && state.following
            ? [{ fansId: 'u1', userId: 'doc', createTime: '2026-01-01T00:00:00.000Z' }]
            : [],
        total: state.following ? 1 : 0,
        size: 10,
        current: 1,
        pages: 1,
      },
    }),
  });
  return { state, ...fake };
}

const fansCount = () => within(screen.getByLabelText('统计')).getByText('粉丝').nextElementSibling?.textContent;

describe('following revalidates by key', () => {
  it('updates the counts and fans list shown by other components after a follow and an unfollow', async () => {
    const { fetch, calls } = fakeServer();
    renderWithProviders(
      <>
        <section aria-label="按钮">
          <FollowButton userId="doc" />
        </section>
        <section aria-label="别处">
          <MemberCounts userId="doc" />
          <MyFollowing />
          <FansOf userId="doc" />
        </section>
      </>,
      { fetch, user: { userId: 'u1', username: '小李' } },
    );
    await waitFor(() => expect(fansCount()).toBe('7'));
    await waitFor(() => expect(screen.getByTestId('my-following')).toHaveTextContent('1'));
    expect(screen.getByTestId('fans')).toHaveTextContent('无');

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '加关注' }));
    expect(await screen.findByRole('button', { name: '取消关注' })).toBeInTheDocument();
    await waitFor(() => expect(fansCount()).toBe('8'));
    await waitFor(() => expect(screen.getByTestId('my-following')).toHaveTextContent('2'));
    await waitFor(() => expect(screen.getByTestId('fans')).toHaveTextContent('u1'));
    // The follow's own answer is the new attention state: it is not asked for again.
    expect(calls.filter((c) => c.route === 'GET /web/user/attention/doc')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: '取消关注' }));
    expect(await screen.findByRole('button', { name: '加关注' })).toBeInTheDocument();
    await waitFor(() => expect(fansCount()).toBe('7'));
    await waitFor(() => expect(screen.getByTestId('my-following')).toHaveTextContent('1'));
    await waitFor(() => expect(screen.getByTestId('fans')).toHaveTextContent('无'));
  });

  it('leaves the counts alone and shows the message when the follow is refused', async () => {
    const fake = createFakeFetch({
      'GET /web/user/attention/doc': () => ({ data: { attention: false, mutual: false } }),
      'POST /web/user/behaviour/attention/doc': () => ({ status: 400, msg: '不能关注自己' }),
      'GET /api/user/extend/doc': () => ({ data: { attentionNum: 3, fansNum: 7, contentNum: 2 } }),
    });
    renderWithProviders(
      <>
        <FollowButton userId="doc" />
        <MemberCounts userId="doc" />
      </>,
      { fetch: fake.fetch, user: { userId: 'u1' } },
    );
    await waitFor(() => expect(fansCount()).toBe('7'));
    await userEvent.setup().click(await screen.findByRole('button', { name: '加关注' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('不能关注自己');
    expect(fake.calls.filter((c) => c.route === 'GET /api/user/extend/doc')).toHaveLength(1);
    expect(fansCount()).toBe('7');
  });
});
