import {
  parseDictDescription,
  pickConfig,
  toDictEntry,
  toSearchResult,
  toSearchResults,
  toSiteConfig,
  toSiteParams,
} from '../index.js';

describe('dictionary', () => {
  it('parses JSON descriptions and wraps anything else', () => {
    expect(parseDictDescription('{"color":"#fff"}')).toEqual({ color: '#fff' });
    expect(parseDictDescription('纯文本')).toEqual({ value: '纯文本' });
    expect(parseDictDescription('12')).toEqual({ value: 12 });
    expect(parseDictDescription(null)).toEqual({});
    expect(toDictEntry({ dictId: 'd', value: 'v', label: '标签', type: 't', description: 'x' }).description).toEqual({
      value: 'x',
    });
  });
});

describe('site parameters', () => {
  it('fills the spec defaults', () => {
    const params = toSiteParams({ title: '医影', phone: { value: '400-000', visible: '0' } });
    expect(params.title).toEqual({ key: 'title', value: '医影', label: '网站标题', visible: true, icon: '' });
    expect(params.phone.visible).toBe(false);
    expect(params.nicklabel.value).toBe('点击登录');
    expect(params.nickhint.value).toBe('登录后享有更多权益');
    expect(Object.keys(params)).toHaveLength(18);
  });
  it('reads the list form', () => {
    const params = toSiteParams([{ key: 'nicklabel', value: '请登录', label: '提示' }, { bad: true }]);
    expect(params.nicklabel).toMatchObject({ value: '请登录', label: '提示' });
  });
});

describe('site configuration', () => {
  it('groups by kind and merges base into init settings', () => {
    const config = toSiteConfig(
      [
        { value: 'base', content: '{"siteName":"医影","theme":"dark"}' },
        { value: 'home', content: '{"banner":true}' },
        { value: 'unknown', content: '{}' },
        { value: 'login', content: 'not json' },
      ],
      { theme: 'light', lang: 'zh-cn' },
    );
    expect(config.byKind).toEqual({ base: { siteName: '医影', theme: 'dark' }, home: { banner: true } });
    expect(config.init).toEqual({ theme: 'dark', lang: 'zh-cn', siteName: '医影' });
  });
  it('falls back to the cached config when fresh config is empty', () => {
    expect(pickConfig([], [1])).toEqual([1]);
    expect(pickConfig(null, undefined)).toEqual([]);
    expect(pickConfig([2], [1])).toEqual([2]);
  });
});

describe('search results', () => {
  it('reads each type', () => {
    expect(toSearchResult({ type: 'user', userId: 'u1', username: '小王', avatar: '/a.png' })).toEqual({
      type: 'user',
      id: 'u1',
      title: '小王',
      cover: '/a.png',
    });
    expect(toSearchResult({ activityId: 'a1', title: '大赛', summary: '简介' })).toEqual({
      type: 'activity',
      id: 'a1',
      title: '大赛',
      summary: '简介',
    });
    expect(toSearchResults([{ contentId: 'c1', title: '帖子' }, { foo: 1 }])).toEqual([
      { type: 'content', id: 'c1', title: '帖子' },
    ]);
  });
});
