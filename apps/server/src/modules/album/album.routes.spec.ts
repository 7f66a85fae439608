import type { Album, AlbumImage, ContentRecord, PagedList } from '@yiying/models';
import { authed, loginByCode, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';

describeEachDatabase('albums and album images', (target) => {
  const t = useTestApp(target);
  let owner: TestSession;
  let author: TestSession;
  let visitor: TestSession;
  let post: ContentRecord;

  const call = (session: TestSession | null, url: string, payload?: unknown) =>
    t.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      headers: session ? authed(session) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  beforeAll(async () => {
    owner = await loginByCode(t.app);
    author = await loginByCode(t.app);
    visitor = await loginByCode(t.app);
    // A demo post with a cover image stands for a gallery item (a forward has no picture of its own).
    const list = (await call(null, '/api/content/list?type=image&pageSize=20')).json().data as PagedList<ContentRecord>;
    post = list.records.find((record) => record.cover && !record.parentId) as ContentRecord;
    expect(post.cover).not.toBe('');
  });

  it('creates, renames and lists albums; checks the title with Chinese messages', async () => {
    expect((await call(owner, '/web/album/create', { title: ' ' })).json().msg).toBe('必须填写相册名称');
    expect((await call(owner, '/web/album/create', { title: '相'.repeat(33) })).json().msg).toBe(
      '相册名称不能超过32个字符',
    );
    expect((await call(owner, '/web/album/create', { title: '好', accessScope: 'fans' })).json().msg).toBe(
      '相册可见范围只能是 public 或 private',
    );
    const created = await call(owner, '/web/album/create', { title: '手术室', description: '值班时拍的' });
    expect(created.statusCode).toBe(200);
    const album = created.json().data as Album;
    expect(album).toMatchObject({ title: '手术室', imageNum: 0, accessScope: 'public', userId: owner.userId });
    const renamed = await call(owner, `/web/album/update/${album.albumId}`, { title: '夜班' });
    expect(renamed.json().data.title).toBe('夜班');
    expect((await call(visitor, `/web/album/update/${album.albumId}`, { title: '抢' })).statusCode).toBe(403);
    const mine = (await call(owner, '/web/album/personalList')).json().data as PagedList<Album>;
    expect(mine.size).toBe(10);
    expect(mine.records.map((a) => a.albumId)).toEqual([album.albumId]);
    const theirs = (await call(null, `/api/album/list?userId=${owner.userId}`)).json().data as PagedList<Album>;
    expect(theirs.size).toBe(16);
    expect(theirs.total).toBe(1);
  });

  it('adds a post’s picture once, lists it, and hides private albums from others', async () => {
    const album = (await call(owner, '/web/album/create', { title: '收藏夹', accessScope: 'private' })).json()
      .data as Album;
    expect((await call(owner, '/web/albumImage/create', { albumId: album.albumId })).json().msg).toBe(
      '请选择要加入相册的图片',
    );
    const added = await call(owner, '/web/albumImage/create', { albumId: album.albumId, contentId: post.contentId });
    expect(added.statusCode).toBe(200);
    const image = added.json().data as AlbumImage;
    expect(image).toMatchObject({ albumId: album.albumId, contentId: post.contentId, url: post.cover, enabled: 1 });
    const again = await call(owner, '/web/albumImage/create', { albumId: album.albumId, contentId: post.contentId });
    expect(again.json().data.imageId).toBe(image.imageId);
    const wrong = await call(owner, '/web/albumImage/create', {
      albumId: album.albumId,
      contentId: post.contentId,
      url: '/files/elsewhere.jpg',
    });
    expect(wrong.json().msg).toBe('这张图片不属于该内容');
    expect(
      (await call(visitor, '/web/albumImage/create', { albumId: album.albumId, contentId: post.contentId })).statusCode,
    ).toBe(404);

    const images = (await call(owner, `/api/albumImage/list?albumId=${album.albumId}`)).json()
      .data as PagedList<AlbumImage>;
    expect(images.records.map((i) => i.imageId)).toEqual([image.imageId]);
    expect((await call(owner, `/api/album/detail/${album.albumId}`)).json().data).toMatchObject({
      imageNum: 1,
      cover: post.cover,
    });
    expect((await call(visitor, `/api/album/detail/${album.albumId}`)).statusCode).toBe(404);
    expect((await call(null, `/api/albumImage/list?albumId=${album.albumId}`)).statusCode).toBe(404);
    expect((await call(null, '/api/albumImage/list')).json().msg).toBe('请选择相册');

    const disabled = await call(owner, `/web/albumImage/update/${image.imageId}`, { enabled: 0, title: '无影灯' });
    expect(disabled.json().data).toMatchObject({ enabled: 0, title: '无影灯' });
    expect((await call(owner, `/api/albumImage/list?albumId=${album.albumId}&enabled=1`)).json().data.total).toBe(0);
    expect((await call(owner, `/web/albumImage/delete/${image.imageId}`, {})).statusCode).toBe(200);
    expect((await call(owner, `/api/albumImage/list?albumId=${album.albumId}`)).json().data.total).toBe(0);
  });

  it('shows a picture of a post only to those who may see the post', async () => {
    const created = await call(author, '/web/content/create', {
      type: 'pound',
      title: '相册可见范围',
      content: '内容',
      accessScope: 'public',
    });
    const source = created.json().data as ContentRecord;
    const album = (await call(owner, '/web/album/create', { title: '公开相册' })).json().data as Album;
    // A pound post without a cover has no picture to add.
    expect(
      (await call(owner, '/web/albumImage/create', { albumId: album.albumId, contentId: source.contentId })).json().msg,
    ).toBe('这张图片不属于该内容');
    const added = await call(owner, '/web/albumImage/create', { albumId: album.albumId, contentId: post.contentId });
    expect(added.statusCode).toBe(200);
    expect((await call(visitor, `/api/albumImage/list?albumId=${album.albumId}`)).json().data.total).toBe(1);
    // A picture of the author's post (written directly: pound posts carry no picture to add through the API).
    await t.app.yiying.context.db
      .insertInto('album_image')
      .values({
        image_id: 'img-scope-test',
        album_id: album.albumId,
        content_id: source.contentId,
        url: '/files/demo/scope.jpg',
        image: null,
        title: '',
        width: null,
        height: null,
        enabled: 1,
        create_time: new Date().toISOString(),
      })
      .execute();
    expect((await call(visitor, `/api/albumImage/list?albumId=${album.albumId}`)).json().data.total).toBe(2);
    const hidden = await call(author, `/web/content/update/${source.contentId}`, { accessScope: 'private' });
    expect(hidden.statusCode).toBe(200);
    expect((await call(visitor, `/api/albumImage/list?albumId=${album.albumId}`)).json().data.total).toBe(1);
    expect((await call(author, `/api/albumImage/list?albumId=${album.albumId}`)).json().data.total).toBe(2);
    expect((await call(visitor, '/api/albumImage/detail/img-scope-test')).statusCode).toBe(404);
    expect((await call(owner, `/web/album/delete/${album.albumId}`, {})).statusCode).toBe(200);
    expect((await call(owner, `/api/album/detail/${album.albumId}`)).statusCode).toBe(404);
  });
});
