import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { contentRoutes } from '../../test/content-store';
import { ok, startFixtureServer, type FixtureServer } from '../../test/fixture-server';
import { renderApp } from '../../test/render-app';
import { checkVideoFile } from './issue-video-page';

const me = { userId: 'u1', username: '小李' };
let server: FixtureServer;
let store: ReturnType<typeof contentRoutes>;
let frames: string[];

beforeEach(async () => {
  store = contentRoutes(me.userId);
  frames = ['/files/v/f1.jpg', '/files/v/f2.jpg'];
  const upload = store.routes['POST /web/file/upload'];
  server = await startFixtureServer(
    {
      ...store.routes,
      'POST /web/file/upload': (query, request) => {
        if (!String(request.body).includes('filename="clip.mp4"')) return upload(query, request);
        const video = {
          mediaId: 'v1',
          kind: 'video',
          url: '/files/v/clip.mp4',
          name: 'clip.mp4',
          size: 8,
          type: 'video/mp4',
          duration: 3,
          ...(frames.length ? { poster: frames[0], frames } : {}),
          createTime: '2026-05-01T08:00:00.000Z',
        };
        store.media.set('v1', video as never);
        return ok(video);
      },
    },
    store.dynamic,
  );
});
afterEach(async () => {
  await server.close();
  Cookies.remove('yiying-route-HotDetail', { path: '/' });
});

const clip = () => new File([new Uint8Array(8)], 'clip.mp4', { type: 'video/mp4' });

describe('/my/issueVideo', () => {
  it('checks the video by type and size', () => {
    expect(checkVideoFile({ name: 'a.mp4', size: 10, type: 'video/mp4' })).toBeNull();
    expect(checkVideoFile({ name: 'a.mov', size: 10 })).toBeNull();
    expect(checkVideoFile({ name: 'a.pdf', size: 10, type: 'application/pdf' })).toBe(
      '视频只能是 MP4/AVI/MOV/RMVB/RM 格式',
    );
    expect(checkVideoFile({ name: 'a.mp4', size: 600 * 1024 * 1024, type: 'video/mp4' })).toBe(
      '视频大小不能超过 500MB',
    );
  });

  it('uploads one video with progress, chooses a frame as poster and publishes', async () => {
    const { router } = renderApp({ baseUrl: server.url, path: '/my/issueVideo', user: me });
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('选择视频', {}, { timeout: 5000 }), clip());
    const bar = await screen.findByRole('progressbar', { name: '视频上传进度' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(await screen.findByText('clip.mp4 上传完成')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '第 2 帧' }));
    await user.type(screen.getByRole('combobox', { name: /标题/ }), '门诊一天');
    await user.click(screen.getByLabelText('敏感内容'));
    await user.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hot/detail'));
    expect(server.seen.find((c) => c.route === 'POST /web/content/create')?.body).toMatchObject({
      type: 'video',
      state: 'publish',
      title: '门诊一天',
      mediaIds: ['v1'],
      cover: '/files/v/f2.jpg',
      sensitive: true,
    });
  });

  it('needs an uploaded poster when the server found no frames', async () => {
    frames = [];
    renderApp({ baseUrl: server.url, path: '/my/issueVideo', user: me });
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('选择视频', {}, { timeout: 5000 }), clip());
    expect(await screen.findByText('没有可选的视频帧，请上传一张封面图片。')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: /标题/ }), '门诊一天');
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findAllByText('请上传封面')).not.toHaveLength(0);
    expect(server.seen.some((c) => c.route === 'POST /web/content/create')).toBe(false);

    await user.upload(
      screen.getByLabelText('上传封面图片'),
      new File([new Uint8Array(4)], 'poster.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: '已上传的封面' })).toHaveAttribute('src', '/files/m/m1.jpg');
    await user.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() =>
      expect(server.seen.find((c) => c.route === 'POST /web/content/create')?.body).toMatchObject({
        mediaIds: ['v1'],
        cover: '/files/m/m1.jpg',
      }),
    );
  });
});
