import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mute } from '@yiying/models';
import { fail, ok, startFixtureServer, type FixtureServer } from '../../test/fixture-server';
import { label } from '../../test/queries';
import { renderApp } from '../../test/render-app';

let server: FixtureServer;
let mutes: Mute[] = [];

beforeEach(async () => {
  mutes = [{ muteId: 'm1', word: '剧透', action: 'hide', expireTime: null, createTime: '2026-03-01T02:00:00.000Z' }];
  server = await startFixtureServer(
    {
      'GET /web/user/mute/list': () => ok(mutes),
      'POST /web/user/mute/create': (_q, { body }) => {
        const { word, action, duration } = body as { word: string; action: Mute['action']; duration: string };
        if (mutes.some((m) => m.word === word)) return fail(400, '这个词已经在屏蔽列表里了');
        const made: Mute = {
          muteId: `m${mutes.length + 1}`,
          word,
          action,
          expireTime: duration === '7d' ? '2026-03-09T02:00:00.000Z' : null,
          createTime: '2026-03-02T02:00:00.000Z',
        };
        mutes = [made, ...mutes];
        return ok(made);
      },
      'GET /api/ee/search': () =>
        ok({
          records: [
            { type: 'content', id: 'p1', title: '大结局的剧照', foldedWord: '结局', folded: true },
            { type: 'content', id: 'p2', title: '清晨的病房' },
          ],
          total: 2,
          size: 10,
          current: 1,
          pages: 1,
        }),
    },
    (route) => {
      const id = /^POST \/web\/user\/mute\/delete\/(\w+)$/.exec(route)?.[1];
      if (!id) return undefined;
      return () => {
        mutes = mutes.filter((m) => m.muteId !== id);
        return ok({});
      };
    },
  );
});
afterEach(() => server.close());

const member = { userId: 'u1', username: '小李', mobile: '13900001234' };

describe('/my/info 屏蔽词', () => {
  it('lists the words, adds one to fold for 7 days and deletes one', async () => {
    renderApp({ baseUrl: server.url, path: '/my/info', user: member });
    const panel = await screen.findByRole('region', { name: '屏蔽词' }, { timeout: 5000 });
    const list = await within(panel).findByRole('list', { name: '我的屏蔽词' });
    expect(within(list).getByText('剧透')).toBeInTheDocument();
    expect(within(list).getByText('永久')).toBeInTheDocument();

    const user = userEvent.setup();
    // An empty word is refused on the page with the server's message.
    await user.click(within(panel).getByRole('button', { name: '添加' }));
    expect(await within(panel).findByText('请输入要屏蔽的词')).toBeInTheDocument();

    await user.type(within(panel).getByLabelText(label('屏蔽词')), '结局');
    await user.click(within(panel).getByRole('radio', { name: '折叠' }));
    await user.click(within(panel).getByRole('radio', { name: '7天' }));
    await user.click(within(panel).getByRole('button', { name: '添加' }));
    expect(await within(panel).findByText('已添加「结局」')).toBeInTheDocument();
    const created = server.seen.find((c) => c.route === 'POST /web/user/mute/create');
    expect(created?.body).toEqual({ word: '结局', action: 'fold', duration: '7d' });
    await waitFor(() => expect(within(list).getByText('结局')).toBeInTheDocument());
    expect(within(list).getByText('2026-03-09 10:00 到期')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: '删除屏蔽词「剧透」' }));
    await waitFor(() => expect(within(list).queryByText('剧透')).not.toBeInTheDocument());
    expect(server.calls).toContain('POST /web/user/mute/delete/m1?');
  });
});

describe('folded search results', () => {
  it('shows 已折叠：包含「结局」 with 展开 instead of the result, and the result on 展开', async () => {
    renderApp({ baseUrl: server.url, path: `/home/search?search=${encodeURIComponent('剧照')}`, user: member });
    const results = await screen.findByRole('list', { name: '搜索结果' }, { timeout: 5000 });
    const [first, second] = within(results).getAllByRole('listitem');
    expect(first).toHaveTextContent('已折叠：包含「结局」');
    expect(within(first as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(within(second as HTMLElement).getByRole('link', { name: '清晨的病房' })).toBeInTheDocument();
    await userEvent.setup().click(within(first as HTMLElement).getByRole('button', { name: '展开包含「结局」的内容' }));
    expect(within(first as HTMLElement).getByRole('link', { name: '大结局的剧照' })).toBeInTheDocument();
  });
});
