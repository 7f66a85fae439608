import {
  ACCESS_SCOPE_LABELS,
  FIRST_SCREEN,
  firstScreenPaths,
  AUTO_LOGIN_WINDOW,
  MAX_PAGE_SIZE,
  CAROUSEL_INTERVAL,
  CONTENT_ACTION_LABELS,
  DEFAULT_CLIENT_TIMEOUT,
  DEFAULT_PAGING,
  DOCUMENT_MAX_SIZE,
  FORM_IMAGE_MAX_SIZE,
  PAGE_SIZE,
  RECORD_STATE_LABELS,
  THEME_COLORS,
  TOKEN_EXPIRY_OFFSET,
  TOKEN_REFRESH_INTERVAL,
  USER_TYPE_LABELS,
  UserType,
  isEnumValue,
  storageKey,
} from '../index.js';

describe('spec §9 constants', () => {
  it('has the sizes, timings and heights', () => {
    expect(FORM_IMAGE_MAX_SIZE).toBe(2097152);
    expect(DOCUMENT_MAX_SIZE).toBe(20971520);
    expect(DEFAULT_CLIENT_TIMEOUT).toBe(300000);
    expect(TOKEN_REFRESH_INTERVAL).toBe(3600000);
    expect(TOKEN_EXPIRY_OFFSET).toBe(1000);
    expect(AUTO_LOGIN_WINDOW).toBe(36000000);
    expect(PAGE_SIZE).toMatchObject({
      content: 9,
      activity: 9,
      default: 10,
      album: 16,
      banner: 6,
      circleContent: 12,
      reply: 20,
      config: 20,
    });
    expect(PAGE_SIZE.banner).toBe(6);
    expect(MAX_PAGE_SIZE).toBe(100);
    expect(DEFAULT_PAGING).toEqual({ pageNum: 1, pageSize: 9, sort: 'create_time', order: 'desc' });
    expect(CAROUSEL_INTERVAL).toBe(5000);
    expect(THEME_COLORS).toEqual({ primary: '#D70D19', secondary: '#050B1F', accent: '#204165' });
  });
  it('names cookies and storage keys', () => {
    expect(storageKey('yiying', 'userToken')).toBe('co.web.yiying.userToken');
  });
});

describe('labels', () => {
  it('carries the spec Chinese labels', () => {
    expect(ACCESS_SCOPE_LABELS).toEqual({
      public: '公开',
      private: '仅自己可见',
      fans: '粉丝可见',
      mutual: '互关可见',
    });
    expect(CONTENT_ACTION_LABELS).toEqual({
      remove: '删除',
      collect: '收藏',
      attention_add: '加关注',
      attention_minus: '取消关注',
      shield: '屏蔽此条',
    });
    expect(RECORD_STATE_LABELS).toEqual({ create: '编辑', publish: '开放', down: '隐藏' });
    expect(USER_TYPE_LABELS).toEqual({ user: '普通用户', doctor: '医生', student: '医学生' });
    expect(isEnumValue(UserType, 'doctor')).toBe(true);
    expect(isEnumValue(UserType, 'admin')).toBe(false);
  });
});

describe('firstScreenPaths', () => {
  it('names the answers of Home, Hot, About and a post, and only the shell’s elsewhere', () => {
    expect(firstScreenPaths('/')).toEqual([...FIRST_SCREEN.every, ...FIRST_SCREEN.home]);
    expect(firstScreenPaths('/hot')).toEqual([...FIRST_SCREEN.every, ...FIRST_SCREEN.hot]);
    expect(firstScreenPaths('/about')).toEqual([...FIRST_SCREEN.every, ...FIRST_SCREEN.about]);
    expect(firstScreenPaths('/hot/detail', '?contentId=0mwe4wyukfc1d1bfc2d2')).toEqual([
      ...FIRST_SCREEN.every,
      '/api/content/detail/0mwe4wyukfc1d1bfc2d2',
    ]);
    expect(firstScreenPaths('/hot/detail', 'contentId=abc')).toEqual([
      ...FIRST_SCREEN.every,
      '/api/content/detail/abc',
    ]);
    expect(firstScreenPaths('/about/x')).toEqual([...FIRST_SCREEN.every]);
  });

  it('leaves out a post id that is not one of the site’s', () => {
    for (const search of [
      '',
      '?contentId=',
      '?contentId=../../web/user',
      '?contentId=a%2Fb',
      `?contentId=${'a'.repeat(65)}`,
    ]) {
      expect(firstScreenPaths('/hot/detail', search)).toEqual([...FIRST_SCREEN.every]);
    }
  });
});
