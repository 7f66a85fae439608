import type { IdentityUser, PagedList, SessionData, UserBrief } from '@yiying/models';

/**
 * Full example answers (`data`) of a contract's routes by operationId, every optional key present. They document the
 * contract and feed the server's serialisation test, which fails when a record schema drops a field. Routes whose
 * answer is `{}` say so with `empty: true` in their `RouteSpec` instead.
 */
export type RouteExamples = Readonly<Record<string, unknown>>;

/** The moment every example happens at. */
export const EXAMPLE_TIME = '2026-01-02T03:04:05.000Z';

/** A member as other records embed them. */
export const exampleUserBrief = {
  userId: 'u1',
  username: '林医生',
  avatar: '/files/u/a.jpg',
  type: 'doctor',
  signature: '记录医者仁心',
  mobile: '138****0001',
} satisfies Required<UserBrief>;

/** The signed-in member's own record. */
export const exampleIdentityUser = {
  userId: 'u1',
  username: '林医生',
  avatar: '/files/u/a.jpg',
  signature: '记录医者仁心',
  mobile: '13800000001',
  type: 'doctor',
  loginType: 'password',
  role: 'member',
  hasPassword: true,
  certificateState: 'approved',
  createTime: EXAMPLE_TIME,
} satisfies Required<IdentityUser>;

/** A signed-in session. */
export const exampleSession = {
  token: 't',
  userId: 'u1',
  refreshToken: 'r',
  user: exampleIdentityUser,
} satisfies Required<SessionData>;

/** A one-record page of a list. */
export function examplePage<T>(record: T): PagedList<T> {
  return { records: [record], total: 1, pages: 1, size: 10, current: 1 };
}
