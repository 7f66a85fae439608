import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, startFixtureServer, type FixtureServer } from '../../test/fixture-server';
import { renderApp } from '../../test/render-app';

let server: FixtureServer;
let albums: Array<{ albumId: string; userId: string; title: string; imageNum: number; createTime: string }>;

beforeEach(async () => {
  albums = [];
  server = await startFixtureServer(
    {
      'GET /web/album/personalList': () =>
        ok({ records: [...albums], total: albums.length, size: 100, current: 1, pages: 1 }),
      'POST /web/album/create': (_q, { body }) => {
        const title = (body as { title: string }).title;
        if (!title) return fail(400, '必须填写相册名称');
        const album = { albumId: `a${albums.length + 1}`, userId: 'u1', title, imageNum: 0, createTime: '' };
        albums.push(album);
        return ok(album);
      },
    },
    (route) => {
      const update = /^POST \/web\/album\/update\/(.+)$/.exec(route);
      if (update)
        return (_q, { body }) => {
          const album = albums.find((a) => a.albumId === update[1]);
          if (!album) return fail(404, '相册不存在');
          album.title = (body as { title: string }).title;
          return ok(album);
        };
      const remove = /^POST \/web\/album\/delete\/(.+)$/.exec(route);
      if (remove)
        return () => {
          albums = albums.filter((a) => a.albumId !== remove[1]);
          return ok({});
        };
      return undefined;
    },
  );
});
afterEach(() => server.close());

describe('/my/album', () => {
  it('creates, renames and deletes an album', async () => {
    renderApp({ baseUrl: server.url, path: '/my/album', user: { userId: 'u1' } });
    expect(await screen.findByText(/还没有相册/, {}, { timeout: 5000 })).toBeInTheDocument();
    const user = userEvent.setup();
    const form = screen.getByRole('region', { name: '新建相册' });
    await user.click(within(form).getByRole('button', { name: '新建' }));
    expect(within(form).getByRole('textbox', { name: /相册名称/ })).toHaveAccessibleDescription('必须填写相册名称');
    await user.type(within(form).getByRole('textbox', { name: /相册名称/ }), '春日病房');
    await user.click(within(form).getByRole('button', { name: '新建' }));
    const list = await screen.findByRole('list', { name: '相册列表' });
    expect(within(list).getByRole('link', { name: '春日病房' })).toHaveAttribute('href', '/my/album?albumId=a1');

    await user.click(within(list).getByRole('button', { name: '重命名相册 春日病房' }));
    const dialog = screen.getByRole('dialog', { name: '重命名相册' });
    const field = within(dialog).getByRole('textbox', { name: /相册名称/ });
    await user.clear(field);
    await user.type(field, '夏日病房');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(list).findByRole('link', { name: '夏日病房' })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: '删除相册 夏日病房' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: '相册列表' })).not.toBeInTheDocument());
    expect(server.calls).toContain('POST /web/album/delete/a1?');
  });
});
