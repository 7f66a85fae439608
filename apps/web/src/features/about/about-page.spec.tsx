import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { darkTheme } from '@yiying/widgets';
import { CONFIG_COOKIE, PARAMS_COOKIE } from '../../data/site-config-cookie';
import { fail, ok, startFixtureServer, type FixtureServer } from '../../test/fixture-server';
import { renderApp } from '../../test/render-app';

// The page's lazy chunk and the widget kit compile on first use in jsdom.
jest.setTimeout(30_000);

let server: FixtureServer;
let guestbook: () => ReturnType<typeof ok>;
let configRecords: unknown[];
let params: unknown[];

const ABOUT = {
  title: '关于医影测试',
  intro: '医影是摄影与医学的社区。\n第二段介绍。',
  features: [{ icon: 'star', title: '全国巡展', description: '走进各省市' }],
  guide: { title: '加入我们', text: '一起记录医学人文', features: [{ icon: 'check', text: '专业评审' }] },
};

beforeEach(async () => {
  guestbook = () => ok({ guestbookId: 'g1' });
  configRecords = [
    { configId: 'c1', siteId: 'yiying', value: 'site', label: '站点', content: JSON.stringify({ about: ABOUT }) },
  ];
  params = [
    { key: 'address', value: '北京市海淀区学院路 1 号', label: '地址', visible: true, icon: '' },
    { key: 'phone', value: '010-12345678', label: '电话', visible: true, icon: '' },
    { key: 'email', value: 'hello@yiying.test', label: '邮箱', visible: true, icon: '' },
  ];
  server = await startFixtureServer({
    'GET /api/banner/list': () => ok({ records: [], total: 0, size: 1, current: 1, pages: 0 }),
    'GET /api/config/list': () =>
      ok({ records: configRecords, total: configRecords.length, size: 20, current: 1, pages: 1 }),
    'GET /api/config/params': () => ok(params),
    'POST /web/guestbook/create': () => guestbook(),
  });
});
afterEach(async () => {
  Cookies.remove(CONFIG_COOKIE, { path: '/' });
  Cookies.remove(PARAMS_COOKIE, { path: '/' });
  await server.close();
});

/** The page's first load compiles its lazy chunk, which takes a while in jsdom. */
const LOAD = { timeout: 8_000 };

const contactForm = () => screen.getByRole('form', { name: '联系我们' });

describe('/about', () => {
  it('shows the organisation from the site configuration and the contact block from the site parameters, dark', async () => {
    renderApp({ baseUrl: server.url, path: '/about' });
    expect(await screen.findByRole('heading', { level: 1, name: '关于医影测试' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('第二段介绍。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '全国巡展' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '加入我们' })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: '联系方式' });
    await waitFor(() => expect(within(contact).getByText('北京市海淀区学院路 1 号')).toBeInTheDocument());
    expect(within(contact).getByRole('link', { name: '010-12345678' })).toHaveAttribute('href', 'tel:01012345678');
    expect(within(contact).getByRole('link', { name: 'hello@yiying.test' })).toBeInTheDocument();
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(5, 11, 31)');
    expect(darkTheme.colors.background).toBe('#050B1F');
  });

  it('checks the contact form with the spec texts and sends nothing while it is invalid', async () => {
    const user = userEvent.setup();
    renderApp({ baseUrl: server.url, path: '/about' });
    await screen.findByRole('heading', { level: 1, name: '关于医影测试' }, LOAD);
    await user.click(within(contactForm()).getByRole('button', { name: '提交留言' }));
    expect(within(contactForm()).getByText('必须填写姓名')).toBeInTheDocument();
    expect(within(contactForm()).getByText('必须填写手机号码')).toBeInTheDocument();
    expect(within(contactForm()).getByText('必须填写留言标题')).toBeInTheDocument();
    await user.type(within(contactForm()).getByLabelText(/手机号码/), '12345678901');
    expect(within(contactForm()).getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.startsWith('POST /web/guestbook/create'))).toHaveLength(0);
  });

  it('sends the contact form as a guestbook entry and shows the thank-you, then a blank form on 再写一条', async () => {
    const user = userEvent.setup();
    renderApp({ baseUrl: server.url, path: '/about' });
    await screen.findByRole('heading', { level: 1, name: '关于医影测试' }, LOAD);
    const form = contactForm();
    await user.type(within(form).getByLabelText(/姓名/), '张医生');
    await user.type(within(form).getByLabelText(/手机号码/), '13912345678');
    await user.type(within(form).getByLabelText(/留言标题/), '合作咨询');
    await user.type(within(form).getByLabelText(/留言内容/), '想了解路演安排');
    await user.click(within(form).getByRole('button', { name: '提交留言' }));
    const thanks = await screen.findByRole('heading', { name: '感谢您的留言' });
    expect(thanks).toHaveFocus();
    expect(screen.getByText('留言已提交，我们会尽快联系您。')).toBeInTheDocument();
    const sent = server.seen.find((c) => c.route === 'POST /web/guestbook/create');
    expect(sent?.body).toEqual({
      kind: 'contact',
      name: '张医生',
      phone: '13912345678',
      title: '合作咨询',
      message: '想了解路演安排',
    });
    await user.click(screen.getByRole('button', { name: '再写一条' }));
    expect(within(contactForm()).getByLabelText(/姓名/)).toHaveValue('');
  });

  it('shows the server refusal (too many messages) and keeps what was typed', async () => {
    guestbook = () => fail(429, '留言太频繁，请稍后再试');
    const user = userEvent.setup();
    renderApp({ baseUrl: server.url, path: '/about' });
    await screen.findByRole('heading', { level: 1, name: '关于医影测试' }, LOAD);
    const form = screen.getByRole('form', { name: '在线留言' });
    await user.type(within(form).getByLabelText(/姓名/), '李同学');
    await user.type(within(form).getByLabelText(/手机号码/), '13812345678');
    await user.type(within(form).getByLabelText(/单位/), '医学院');
    await user.click(within(form).getByRole('button', { name: '提交' }));
    expect(await within(form).findByText('留言太频繁，请稍后再试')).toBeInTheDocument();
    expect(within(form).getByLabelText(/姓名/)).toHaveValue('李同学');
    expect(screen.queryByRole('heading', { name: '提交成功，感谢您的留言' })).not.toBeInTheDocument();
    const sent = server.seen.find((c) => c.route === 'POST /web/guestbook/create');
    expect(sent?.body).toMatchObject({ kind: 'message', name: '李同学', phone: '13812345678', company: '医学院' });
  });

  it('uses the configuration and parameters kept in the cookie when the fresh ones are empty', async () => {
    Cookies.set(
      CONFIG_COOKIE,
      JSON.stringify([{ value: 'site', content: JSON.stringify({ about: { title: '缓存的介绍' } }) }]),
    );
    Cookies.set(PARAMS_COOKIE, JSON.stringify({ address: '缓存地址', nicklabel: '立即登录' }));
    configRecords = [];
    params = [];
    renderApp({ baseUrl: server.url, path: '/about' });
    expect(await screen.findByRole('heading', { level: 1, name: '缓存的介绍' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('缓存地址')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '立即登录' })).toBeInTheDocument();
    await waitFor(() => expect(server.calls.some((c) => c.startsWith('GET /api/config/list'))).toBe(true));
    expect(screen.getByRole('heading', { level: 1, name: '缓存的介绍' })).toBeInTheDocument();
  });
});
