import { configure, getConfig, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import Cookies from 'js-cookie';
import { darkTheme } from '@yiying/widgets';
import { sampleMedia } from '../../test/content-store';
import {
  fail,
  ok,
  sampleContent,
  startFixtureServer,
  type FixtureAnswer,
  type FixtureServer,
} from '../../test/fixture-server';
import { renderApp } from '../../test/render-app';

// The first render of a page compiles its lazy chunk; on a busy machine that and each answer take seconds.
jest.setTimeout(30_000);
const defaultAsyncTimeout = getConfig().asyncUtilTimeout;
beforeAll(() => configure({ asyncUtilTimeout: 8_000 }));
afterAll(() => configure({ asyncUtilTimeout: defaultAsyncTimeout }));

const me = { userId: 'u1', username: '小李' };
const TIME = '2026-03-01T00:00:00.000Z';
const DAY = 86400000;

/** An activity record as the server answers it; the window is the server's. */
function activity(id: string, extra: Record<string, unknown> = {}) {
  return {
    activityId: id,
    title: `活动${id}`,
    talkTopic: '春日',
    summary: '以春日为题的摄影征稿',
    cover: `/files/${id}.jpg`,
    type: 'image',
    state: 'doing',
    likesNum: 3,
    collectNum: 1,
    joinNum: 8,
    hitNum: 120,
    accessScope: 'public',
    validStart: new Date(Date.now() - DAY).toISOString(),
    validEnd: new Date(Date.now() + 3 * DAY + 3600000).toISOString(),
    createTime: TIME,
    updateTime: TIME,
    createBy: 'admin',
    kind: 'activity',
    contentId: `c-${id}`,
    valid: true,
    hint: '距截稿还有3天',
    phase: 'open',
    voteStart: null,
    voteEnd: null,
    votePhase: 'none',
    remainingVotes: null,
    liked: false,
    collected: false,
    content: '<p>征稿说明<script>alert(1)</script></p>',
    ...extra,
  };
}

const closed = () =>
  activity('a2', {
    title: '已截稿的活动',
    state: 'finish',
    valid: false,
    hint: '活动已截稿',
    phase: 'closed',
    validEnd: new Date(Date.now() - DAY).toISOString(),
  });

function entry(id: string, extra: Record<string, unknown> = {}) {
  return {
    enrollId: id,
    activityId: 'a1',
    title: `作品${id}`,
    cover: `/files/${id}.jpg`,
    type: 'image',
    state: 'pass',
    likesNum: 0,
    collectNum: 0,
    hitNum: 0,
    forwardedNum: 0,
    forwardedFlag: 'no',
    accessScope: 'public',
    createTime: TIME,
    updateTime: TIME,
    createBy: 'u9',
    creator: { userId: 'u9', username: '王医生', avatar: '' },
    voteNum: 5,
    voted: false,
    ...extra,
  };
}

const page = (records: unknown[], total = records.length, size = 9) =>
  ok({ records, total, size, current: 1, pages: Math.max(1, Math.ceil(total / size)) });

let server: FixtureServer;
let activities: Record<string, ReturnType<typeof activity>>;
let answers: Record<string, (query: URLSearchParams, body: unknown) => FixtureAnswer>;

beforeEach(async () => {
  activities = { a1: activity('a1'), a2: closed() };
  answers = {};
  server = await startFixtureServer(
    {
      'GET /api/banner/list': (query) =>
        query.get('type') === 'home-activity'
          ? page([
              {
                bannerId: 'b1',
                title: '活动征稿进行中',
                cover: '/files/b1.jpg',
                coverImage: {
                  url: '/files/b1.jpg',
                  width: 1600,
                  height: 600,
                  placeholder: '',
                  renditions: [
                    { url: '/files/b1-640.webp', width: 640, height: 240, type: 'image/webp' },
                    { url: '/files/b1-1280.webp', width: 1280, height: 480, type: 'image/webp' },
                  ],
                },
                type: 'home-activity',
                link: '/activity',
                state: 'publish',
                createTime: TIME,
              },
            ])
          : page([]),
      'GET /api/activityEnroll/uploadList': () => page([activities['a1']]),
      'GET /api/roadshow/detail/r1': () => {
        const { url, width, height, placeholder, renditions } = sampleMedia('roadshow', '路演.jpg');
        return ok({
          roadshowId: 'r1',
          title: '医影巡展·上海站',
          type: 'city',
          state: 'publish',
          cover: url,
          coverImage: { url, width, height, placeholder, renditions },
          summary: '优秀作品线下巡展',
          city: '上海',
          address: '徐汇区医学院报告厅',
          startTime: '2026-12-28T02:00:00.000Z',
          endTime: '2026-12-31T09:00:00.000Z',
          createTime: TIME,
          updateTime: TIME,
        });
      },
      'GET /api/activity/list': (query) =>
        answers['list']?.(query, null) ?? page([activities['a1'], activities['a2']], 11),
      'GET /api/activityEnroll/list': (query) => answers['entries']?.(query, null) ?? page([entry('e1')]),
      'GET /web/content/personalList': () =>
        page([
          { ...sampleContent(7), title: '去年的晨光', createBy: me.userId },
          { ...sampleContent(8), type: 'article', title: '一篇文章', createBy: me.userId },
        ]),
      // Lists carry no files; the chosen work's detail does.
      'GET /api/content/detail/content-7': () =>
        ok({ ...sampleContent(7), title: '去年的晨光', createBy: me.userId, media: [sampleMedia('m7', '晨光.jpg')] }),
      'POST /web/file/upload': (_q, { body }) =>
        ok(sampleMedia('m1', /filename="([^"]+)"/.exec(String(body))?.[1] ?? 'file')),
      'POST /web/activityEnroll/create': (q, { body }) =>
        answers['create']?.(q, body) ?? ok(entry('e9', { state: 'created', createBy: me.userId })),
    },
    (route) => {
      const detail = /^GET \/api\/activity\/detail\/(\w+)$/.exec(route);
      if (detail) return () => (activities[detail[1]] ? ok(activities[detail[1]]) : fail(404, '活动不存在'));
      if (route.startsWith('POST /web/user/behaviour/'))
        return (q, { body }) => answers['behaviour']?.(q, body) ?? ok({});
      if (route.startsWith('POST /web/activityEnroll/vote/'))
        return (q, { body }) => answers['vote']?.(q, body) ?? ok({});
      return undefined;
    },
  );
});
afterEach(async () => {
  await server.close();
  for (const name of ['ActivityDetail', 'ActivityEnroll', 'ActivityPutin', 'ExhibitDetail'])
    Cookies.remove(`yiying-route-${name}`, { path: '/' });
});

describe('/activity', () => {
  it('lists activities with their state chip and window hint, filters by state and pages by 9', async () => {
    renderApp({ baseUrl: server.url, path: '/activity' });
    const list = await screen.findByRole('list', { name: '活动列表' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('进行中')).toBeInTheDocument();
    expect(within(cards[0]).getByText('距截稿还有3天')).toBeInTheDocument();
    expect(within(cards[1]).getByText('活动已截稿')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: '活动a1' })).toHaveAttribute(
      'href',
      '/activity/detail?activityId=a1',
    );
    expect(server.calls.find((c) => c.startsWith('GET /api/activity/list'))).toBe(
      'GET /api/activity/list?pageNum=1&pageSize=9&kind=activity',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    const lastListCall = () => server.calls.filter((c) => c.startsWith('GET /api/activity/list')).at(-1);
    await waitFor(() => expect(lastListCall()).toContain('pageNum=2'));
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(screen.getByRole('option', { name: '已结束' }));
    await waitFor(() =>
      expect(lastListCall()).toBe('GET /api/activity/list?pageNum=1&pageSize=9&kind=activity&state=finish'),
    );
  });

  it('draws a stored cover from its renditions on the card and the detail header, another as it is', async () => {
    const { url, width, height, placeholder, renditions } = sampleMedia('cover', '封面.jpg');
    const coverImage = { url, width, height, placeholder, renditions };
    activities['a1'] = activity('a1', { cover: url, coverImage });
    answers['list'] = () => page([activities['a1'], { ...closed(), coverImage: null }]);
    renderApp({ baseUrl: server.url, path: '/activity' });
    const list = await screen.findByRole('list', { name: '活动列表' });
    const [stored, plain] = within(list)
      .getAllByRole('listitem')
      .map((card) => card.querySelector('img'));
    expect(stored).toHaveAttribute('src', url);
    expect(stored).toHaveAttribute('srcset', '/files/m/cover-640.webp 640w, /files/m/cover-1280.webp 1280w');
    expect(stored?.getAttribute('sizes')).toMatch(/^\(min-width: 1200px\) 379px, .*calc\(100vw - 32px\)$/);
    expect(plain).toHaveAttribute('src', '/files/a2.jpg');
    expect(plain).not.toHaveAttribute('srcset');

    await userEvent.setup().click(within(list).getByRole('link', { name: '活动a1' }));
    expect(await screen.findByRole('heading', { level: 1, name: '活动a1' })).toBeInTheDocument();
    const header = document.querySelector('article .cover img');
    expect(header).toHaveAttribute('srcset', '/files/m/cover-640.webp 640w, /files/m/cover-1280.webp 1280w');
    expect(header).toHaveAttribute('sizes', '(min-width: 992px) 960px, calc(100vw - 32px)');
    expect(header).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the linked road show: its cover from its renditions, where and when', async () => {
    activities['a1'] = activity('a1', { roadshowId: 'r1' });
    renderApp({ baseUrl: server.url, path: '/activity/detail?activityId=a1' });
    const section = await screen.findByRole('region', { name: '路演：医影巡展·上海站' });
    const cover = section.querySelector('.cover img');
    expect(cover).toHaveAttribute('src', '/files/m/roadshow.jpg');
    expect(cover).toHaveAttribute('srcset', '/files/m/roadshow-640.webp 640w, /files/m/roadshow-1280.webp 1280w');
    expect(cover).toHaveAttribute('sizes', '(min-width: 992px) 960px, calc(100vw - 32px)');
    expect(within(section).getByText('优秀作品线下巡展')).toBeInTheDocument();
    // Where and when, each date kept on one line.
    const place = [...section.querySelectorAll('p')].find((p) => p.textContent?.startsWith('上海'));
    expect(place).toHaveTextContent('上海 · 徐汇区医学院报告厅 · 2026-12-28 至 2026-12-31');
    expect([...(place?.querySelectorAll('.date') ?? [])].map((date) => date.textContent)).toEqual([
      '2026-12-28',
      '2026-12-31',
    ]);
  });

  it('shows the empty text and, on failure, the message with 重试', async () => {
    let failing = true;
    answers['list'] = () => (failing ? fail(503, '服务不可用') : page([]));
    renderApp({ baseUrl: server.url, path: '/activity' });
    expect(await screen.findByText('服务不可用')).toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无活动')).toBeInTheDocument();
  });
});

describe('/activity/detail', () => {
  it('shows the open window: the hint and 参加活动, which sends a visitor to log in; the content is sanitised', async () => {
    const { router } = renderApp({ baseUrl: server.url, path: '/activity/detail?activityId=a1' });
    expect(await screen.findByRole('heading', { level: 1, name: '活动a1' })).toBeInTheDocument();
    const join = screen.getByRole('button', { name: '参加活动' });
    expect(join).toHaveAccessibleDescription('距截稿还有3天');
    expect(screen.getByText('征稿说明')).toBeInTheDocument();
    expect(document.querySelector('article script')).toBeNull();
    expect(screen.getByRole('link', { name: '查看参赛作品' })).toHaveAttribute(
      'href',
      '/activity/enroll?activityId=a1',
    );
    await userEvent.setup().click(join);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/login'));
  });

  it('lists the attachments: Office documents through /api/file/view, PDFs directly, none without files', async () => {
    const file = (mediaId: string, name: string, url: string, type: string) => ({
      mediaId,
      kind: 'file',
      url,
      name,
      size: 20480,
      type,
      createTime: TIME,
    });
    activities['a3'] = activity('a3', {
      media: [
        file('d1', '征稿细则.docx', '/files/f/rules.docx', 'application/vnd.openxmlformats-officedocument'),
        file('d2', '报名表.pdf', '/files/f/form.pdf', 'application/pdf'),
      ],
    });
    renderApp({ baseUrl: server.url, path: '/activity/detail?activityId=a3' });
    const section = await screen.findByRole('region', { name: '附件' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['征稿细则.docx', '报名表.pdf']);
    const origin = window.location.origin;
    expect(links[0]).toHaveAttribute(
      'href',
      `/api/file/view?url=${encodeURIComponent(`${origin}/files/f/rules.docx`)}`,
    );
    expect(links[1]).toHaveAttribute('href', `${origin}/files/f/form.pdf`);
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows no attachment section for an activity without files', async () => {
    renderApp({ baseUrl: server.url, path: '/activity/detail?activityId=a1' });
    expect(await screen.findByRole('heading', { level: 1, name: '活动a1' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '附件' })).toBeNull();
  });

  it('disables 参加活动 with 活动已截稿 after the window', async () => {
    const { container } = renderApp({ baseUrl: server.url, path: '/activity/detail?activityId=a2' });
    const join = await screen.findByRole('button', { name: '参加活动' });
    expect(await axe(container)).toHaveNoViolations();
    expect(join).toBeDisabled();
    expect(join).toHaveAccessibleDescription('活动已截稿');
    expect(screen.queryByRole('link', { name: '参加活动' })).not.toBeInTheDocument();
    // Entries are over and there is no vote: the schedule is at 评选结果.
    const schedule = screen.getByRole('region', { name: '活动日程' });
    expect(within(schedule).getByRole('button', { current: 'step' })).toHaveTextContent('评选结果');
  });

  it('says so for an unknown activity', async () => {
    renderApp({ baseUrl: server.url, path: '/activity/detail?activityId=nope' });
    expect(await screen.findByText('活动不存在或已下线')).toBeInTheDocument();
  });

  it('likes at once through the activity post and puts the count back when the call fails', async () => {
    let failing = false;
    answers['behaviour'] = () => {
      if (failing) return { ...fail(500, '服务器内部错误'), delayMs: 400 };
      activities['a1'] = { ...activities['a1'], liked: true, likesNum: 4 };
      return ok({ liked: true, likesNum: 4 });
    };
    renderApp({ baseUrl: server.url, path: '/activity/detail?activityId=a1', user: me });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '点赞 3' }));
    expect(await screen.findByRole('button', { name: '点赞 4' })).toBeInTheDocument();
    expect(server.calls).toContain('POST /web/user/behaviour/like/c-a1?');
    failing = true;
    await user.click(screen.getByRole('button', { name: '收藏 1' }));
    expect(screen.getByRole('button', { name: '已收藏 2' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '收藏 1' })).toBeInTheDocument();
    expect(await screen.findByText('服务器内部错误')).toBeInTheDocument();
  });
});

describe('参加活动 on the activity page', () => {
  it('enters one of my published works: pick it, the put-in fields from the profile, then what happens next', async () => {
    renderApp({ baseUrl: server.url, path: '/activity/detail?activityId=a1', user: me });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '参加活动' }));
    const dialog = await screen.findByRole('dialog', { name: /参加活动/ });
    const works = await within(dialog).findByRole('list', { name: '我的作品' });
    // Only works that fit the activity (pictures or a video) are offered.
    expect(within(works).queryByText('一篇文章')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '下一步' })).toBeDisabled();
    await user.click(within(works).getByRole('button', { name: /去年的晨光/ }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '下一步' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    const form = await within(dialog).findByRole('form', { name: '填写参赛信息' });
    expect(within(form).getByLabelText(/姓名/)).toHaveValue('小李');
    expect(within(form).getByLabelText(/手机号码/)).toHaveValue('13800000001');
    await user.type(within(form).getByLabelText(/你的需求/), '希望展出');
    await user.click(within(form).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('作品已提交，等待审核')).toBeInTheDocument();
    expect(within(dialog).getByText(/我的作品」中查看/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '查看我的作品' })).toHaveAttribute(
      'href',
      '/activity/enroll?activityId=a1&tab=mine',
    );
    const creates = server.seen.filter((c) => c.route === 'POST /web/activityEnroll/create');
    expect(creates.at(-1)?.body).toEqual({
      activityId: 'a1',
      type: 'image',
      title: '去年的晨光',
      mediaIds: ['m7'],
      cover: '/files/content-7.jpg',
      name: '小李',
      phone: '13800000001',
      demand: '希望展出',
    });
  });

  it('uploads a new work inside the same dialog', async () => {
    renderApp({ baseUrl: server.url, path: '/activity/detail?activityId=a1', user: me });
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: '参加活动' }));
    const dialog = await screen.findByRole('dialog', { name: /参加活动/ });
    await user.click(await within(dialog).findByRole('button', { name: '上传新作品' }));
    await user.upload(
      await within(dialog).findByLabelText('选择图片'),
      new File([new Uint8Array(4).fill(137)], '春.png', { type: 'image/png' }),
    );
    expect(await within(dialog).findByText('上传完成')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/作品标题/), '门诊的春天');
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(await within(dialog).findByRole('form', { name: '填写参赛信息' })).toHaveTextContent('门诊的春天');
  });
});

describe('/activity/putin', () => {
  const png = (name: string) => new File([new Uint8Array(4).fill(137)], name, { type: 'image/png' });

  async function readyEntry() {
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('选择图片');
    await user.upload(input, png('春.png'));
    expect(await screen.findByText('上传完成')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/作品标题/), '门诊的春天');
    await user.click(screen.getByRole('button', { name: '提交作品' }));
    return { user, dialog: await screen.findByRole('dialog', { name: '填写参赛信息' }) };
  }

  it('sends a visitor to the login page', async () => {
    const { router } = renderApp({ baseUrl: server.url, path: '/activity/putin?activityId=a1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/login'));
    expect(router.state.location.search).toBe('?redirect=%2Factivity%2Fputin%3FactivityId%3Da1');
  });

  it('asks for a title and a picture before the dialog opens', async () => {
    renderApp({ baseUrl: server.url, path: '/activity/putin?activityId=a1', user: me });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '提交作品' }));
    expect(screen.getByText('请填写作品标题')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/作品标题/), '门诊的春天');
    await user.click(screen.getByRole('button', { name: '提交作品' }));
    expect(await screen.findByText('请先添加文件')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clears the put-in dialog when it is hidden, and checks its fields with the spec texts', async () => {
    renderApp({ baseUrl: server.url, path: '/activity/putin?activityId=a1', user: me });
    const { user, dialog } = await readyEntry();
    // 姓名 and 手机号码 start from the profile.
    expect(within(dialog).getByLabelText(/姓名/)).toHaveValue('小李');
    expect(within(dialog).getByLabelText(/手机号码/)).toHaveValue('13800000001');
    await user.clear(within(dialog).getByLabelText(/姓名/));
    await user.clear(within(dialog).getByLabelText(/手机号码/));
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(within(dialog).getByText('必须填写姓名')).toBeInTheDocument();
    expect(within(dialog).getByText('必须填写手机号码')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/姓名/), '李华');
    await user.type(within(dialog).getByLabelText(/手机号码/), '12345');
    await user.type(within(dialog).getByLabelText(/你的需求/), '希望展出');
    expect(within(dialog).getByText('请输入正确的手机号码')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '提交作品' }));
    const again = await screen.findByRole('dialog', { name: '填写参赛信息' });
    expect(within(again).getByLabelText(/姓名/)).toHaveValue('小李');
    expect(within(again).getByLabelText(/手机号码/)).toHaveValue('13800000001');
    expect(within(again).getByLabelText(/你的需求/)).toHaveValue('');
    expect(within(again).queryByText('请输入正确的手机号码')).not.toBeInTheDocument();
    expect(server.calls.filter((c) => c.startsWith('POST /web/activityEnroll/create'))).toHaveLength(0);
  });

  it('submits once while a submit is in progress, then opens 我的作品', async () => {
    answers['create'] = () => ({ ...ok(entry('e9', { state: 'created', createBy: me.userId })), delayMs: 300 });
    const { router } = renderApp({ baseUrl: server.url, path: '/activity/putin?activityId=a1', user: me });
    const { user, dialog } = await readyEntry();
    await user.clear(within(dialog).getByLabelText(/姓名/));
    await user.type(within(dialog).getByLabelText(/姓名/), '李华');
    const submit = within(dialog).getByRole('button', { name: '提交' });
    await user.click(submit);
    expect(within(dialog).getByRole('button', { name: '提交中…' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '提交中…' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity/enroll'));
    const creates = server.seen.filter((c) => c.route === 'POST /web/activityEnroll/create');
    expect(creates).toHaveLength(1);
    expect(creates[0].body).toEqual({
      activityId: 'a1',
      title: '门诊的春天',
      type: 'image',
      mediaIds: ['m1'],
      name: '李华',
      phone: '13800000001',
    });
    expect(await screen.findByRole('tab', { name: '我的作品', selected: true })).toBeInTheDocument();
  });

  it('refuses entries outside the window with the hint', async () => {
    renderApp({ baseUrl: server.url, path: '/activity/putin?activityId=a2', user: me });
    expect(await screen.findByRole('alert')).toHaveTextContent('活动已截稿');
    expect(screen.queryByRole('button', { name: '提交作品' })).not.toBeInTheDocument();
  });
});

describe('/activity/enroll', () => {
  it('shows entries with state badges, filters by state and lists 我的作品 with pending ones', async () => {
    answers['entries'] = (query) =>
      query.get('createBy') === me.userId
        ? page([entry('e7', { state: 'created', createBy: me.userId, title: '我的作品一' })])
        : page([entry('e1'), entry('e2', { state: 'excellent' }), entry('e3', { state: 'nopass' })]);
    renderApp({ baseUrl: server.url, path: '/activity/enroll?activityId=a1', user: me });
    const panel = await screen.findByRole('tabpanel');
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3));
    expect(within(panel).getByText('入选')).toBeInTheDocument();
    expect(within(panel).getByText('优秀')).toBeInTheDocument();
    expect(within(panel).getByText('未入选')).toBeInTheDocument();
    const user = userEvent.setup();
    // The state tabs follow the ARIA tabs pattern: arrow keys move and select.
    const lastEntryCall = () => server.calls.filter((c) => c.startsWith('GET /api/activityEnroll/')).at(-1);
    screen.getByRole('tab', { name: '全部作品' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '入选' })).toHaveFocus();
    await waitFor(() => expect(lastEntryCall()).toContain('state=pass'));
    await user.click(screen.getByRole('tab', { name: '优秀' }));
    await waitFor(() => expect(lastEntryCall()).toContain('state=excellent'));
    await user.click(screen.getByRole('tab', { name: '我的作品' }));
    expect(await within(screen.getByRole('tabpanel')).findByText('待审核')).toBeInTheDocument();
    expect(lastEntryCall()).toContain(`createBy=${me.userId}`);
  });

  it('votes during the voting phase: the count and the votes left change, and go back when refused', async () => {
    activities['a1'] = activity('a1', { votePhase: 'open', remainingVotes: 2, voteEnd: TIME });
    answers['entries'] = (query) =>
      query.get('sort') === 'vote_num'
        ? page([entry('e1', { voteNum: 5 }), entry('e2', { voteNum: 3, title: '作品二' })])
        : page([entry('e1')]);
    let refuse = false;
    answers['vote'] = () =>
      refuse
        ? fail(400, '今天已经为这件作品投过票了')
        : ok({ enrollId: 'e1', activityId: 'a1', voteNum: 7, remainingVotes: 1 });
    renderApp({ baseUrl: server.url, path: '/activity/enroll?activityId=a1', user: me });
    const votes = await screen.findByRole('list', { name: '投票作品' });
    expect(screen.getByText(/今日剩余 2 票/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回活动详情' })).toHaveAttribute(
      'href',
      '/activity/detail?activityId=a1',
    );
    const [first, second] = within(votes).getAllByRole('article');
    expect(within(first).getByText('5 票')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: '投票' }));
    // The server's exact count (another member voted meanwhile) replaces the optimistic one.
    expect(await within(first).findByText('7 票')).toBeInTheDocument();
    expect(screen.getByText(/今日剩余 1 票/)).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: '已投票' })).toBeDisabled();
    refuse = true;
    await user.click(within(second).getByRole('button', { name: '投票' }));
    expect(await screen.findByText('今天已经为这件作品投过票了')).toBeInTheDocument();
    expect(within(second).getByText('3 票')).toBeInTheDocument();
    expect(screen.getByText(/今日剩余 1 票/)).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: '投票' })).toBeEnabled();
  });
});

describe('/exhibit', () => {
  it('lists exhibitions in the dark theme with the exhibit-major banners', async () => {
    renderApp({ baseUrl: server.url, path: '/exhibit' });
    expect(await screen.findByRole('heading', { level: 1, name: '展览' })).toBeInTheDocument();
    await waitFor(() => expect(server.calls).toContain('GET /api/activity/list?pageNum=1&pageSize=9&kind=exhibition'));
    await waitFor(() => expect(server.calls).toContain('GET /api/banner/list?pageNum=1&pageSize=6&type=exhibit-major'));
    const n = Number.parseInt(darkTheme.colors.background.slice(1), 16);
    expect(getComputedStyle(document.body).backgroundColor).toBe(`rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`);
    expect(await screen.findByRole('link', { name: '活动a1' })).toHaveAttribute(
      'href',
      '/exhibit/detail?activityId=a1',
    );
  });
});

describe('/exhibit carousel and /exhibit/detail phases', () => {
  it('shows the exhibitions in the card carousel, turned by the arrow keys and opened with Enter', async () => {
    renderApp({ baseUrl: server.url, path: '/exhibit' });
    const carousel = await screen.findByRole('region', { name: '卡片轮播' });
    // A card is named by what its caption shows: the title, then the description.
    const first = within(carousel).getByRole('button', { name: /^活动a1/ });
    expect(first).toHaveAttribute('aria-current', 'true');
    const user = userEvent.setup();
    first.focus();
    await user.keyboard('{ArrowRight}');
    const second = within(carousel).getByRole('button', { name: /^已截稿的活动/ });
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(second).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: '已截稿的活动' })).toBeInTheDocument();
    expect(server.calls).toContain('GET /api/activity/detail/a2?');
  });

  it('shows no carousel on the activity list', async () => {
    renderApp({ baseUrl: server.url, path: '/activity' });
    expect(await screen.findByRole('link', { name: '活动a1' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '卡片轮播' })).not.toBeInTheDocument();
  });

  const phases = () =>
    within(screen.getByRole('region', { name: '展览日程' }))
      .getAllByRole('button')
      .map((step) => ({
        title: step.querySelector('.title')?.textContent ?? '',
        text: step.textContent ?? '',
        current: step.getAttribute('aria-current') === 'step',
      }));

  it('shows 征集 as the current phase while entries are open, then 评审, 投票 and 展出 by the clock', async () => {
    const hour = 3600000;
    activities['x1'] = activity('x1', {
      kind: 'exhibition',
      voteStart: new Date(Date.now() + 4 * DAY).toISOString(),
      voteEnd: new Date(Date.now() + 6 * DAY).toISOString(),
      votePhase: 'before',
    });
    // Exhibitions whose entries closed a day ago: one in its public vote, one without a vote.
    const closedExhibit = (id: string, extra: Record<string, unknown> = {}) =>
      activity(id, { ...closed(), activityId: id, title: `活动${id}`, kind: 'exhibition', ...extra });
    activities['x2'] = closedExhibit('x2', {
      voteStart: new Date(Date.now() - hour).toISOString(),
      voteEnd: new Date(Date.now() + DAY).toISOString(),
      votePhase: 'open',
    });
    activities['x3'] = closedExhibit('x3');

    const view = renderApp({ baseUrl: server.url, path: '/exhibit/detail?activityId=x1' });
    expect(await screen.findByRole('heading', { level: 1, name: '活动x1' })).toBeInTheDocument();
    const open = phases();
    expect(open.map((p) => p.title)).toEqual(['征集', '评审', '投票', '展出']);
    expect(open.map((p) => p.current)).toEqual([true, false, false, false]);
    expect(open[0]?.text).toContain('距截稿还有3天');
    view.unmount();

    Cookies.remove('yiying-route-ExhibitDetail', { path: '/' });
    const voting = renderApp({ baseUrl: server.url, path: '/exhibit/detail?activityId=x2' });
    expect(await screen.findByRole('heading', { level: 1, name: '活动x2' })).toBeInTheDocument();
    expect(phases().map((p) => p.current)).toEqual([false, false, true, false]);
    expect(phases()[0]?.text).toContain('征集已结束');
    voting.unmount();

    Cookies.remove('yiying-route-ExhibitDetail', { path: '/' });
    renderApp({ baseUrl: server.url, path: '/exhibit/detail?activityId=x3' });
    expect(await screen.findByRole('heading', { level: 1, name: '活动x3' })).toBeInTheDocument();
    // Without a vote the reviewed works are on show once entries close.
    const shown = phases();
    expect(shown).toHaveLength(3);
    expect(shown.map((p) => p.current)).toEqual([false, false, true]);
    expect(shown.map((p) => p.title)).toEqual(['征集', '评审', '展出']);
  });
});

describe('Home', () => {
  it('shows the home-activity banners and the open activities as a strip of links', async () => {
    renderApp({ baseUrl: server.url, path: '/' });
    const strip = await screen.findByRole('region', { name: '正在征稿的活动' });
    await waitFor(() => expect(within(strip).getAllByRole('listitem')).toHaveLength(2));
    expect(within(strip).getByRole('link', { name: '活动征稿进行中' })).toHaveAttribute('href', '/activity');
    expect(within(strip).getByRole('link', { name: /活动a1.*距截稿还有3天/ })).toHaveAttribute(
      'href',
      '/activity/detail?activityId=a1',
    );
    expect(server.calls).toContain('GET /api/activityEnroll/uploadList?pageNum=1&pageSize=6&kind=activity');
    // A stored banner is drawn from its renditions: 1600 × 600 covers the 160 px high tile 427 px wide. The strip's
    // pictures come after the carousel's banner, the home's largest paint.
    const [banner, open] = [...strip.querySelectorAll('img')];
    expect(banner).toHaveAttribute('srcset', '/files/b1-640.webp 640w, /files/b1-1280.webp 1280w, /files/b1.jpg 1600w');
    expect(banner).toHaveAttribute('sizes', 'max(427px, (min(100vw, 1200px) - 48px) / 2)');
    expect(open).not.toHaveAttribute('srcset');
    expect([banner, open].map((img) => img?.getAttribute('fetchpriority'))).toEqual(['low', 'low']);
  });
});
