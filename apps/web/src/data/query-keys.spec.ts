import { keyStartsWith, queryKeys } from './query-keys';

describe('queryKeys', () => {
  it('builds keys that start with their resource, so one prefix reaches a whole family', () => {
    expect(keyStartsWith(queryKeys.user.extend('a'), queryKeys.user.extend('a'))).toBe(true);
    expect(keyStartsWith(queryKeys.user.ownExtend('a'), queryKeys.user.extend('a'))).toBe(true);
    expect(keyStartsWith(queryKeys.user.extend('ab'), queryKeys.user.extend('a'))).toBe(false);
    expect(keyStartsWith(queryKeys.user.info('a'), queryKeys.user.extend('a'))).toBe(false);
    expect(keyStartsWith(queryKeys.fans.list({ userId: 'a' }), queryKeys.fans.all)).toBe(true);
    expect(keyStartsWith(queryKeys.content.list({ pageNum: 1 }), queryKeys.fans.all)).toBe(false);
    expect(keyStartsWith('user', queryKeys.user.all)).toBe(false);
  });
});
