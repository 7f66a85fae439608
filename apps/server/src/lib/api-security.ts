/**
 * Who may call a route, as the OpenAPI document says it: the pre-handlers that decide it (`auth.member`, `auth.admin`,
 * `auth.optional`) are marked where they are made, and the document reads the marks off each route's pre-handlers,
 * so no route states its security by hand and none can say something its pre-handlers do not do.
 */

/** `public`: nobody is asked; `optional`: a token is read when sent (personal flags); `member`: both headers needed. */
export type AccessLevel = 'public' | 'optional' | 'member';

// A WeakMap keeps the mark off the pre-handlers themselves.
const levels = new WeakMap<object, Exclude<AccessLevel, 'public'>>();

/** Marks a pre-handler as deciding the caller at `level`; returns it unchanged. */
export function markAccess<T extends (...args: never[]) => unknown>(hook: T, level: Exclude<AccessLevel, 'public'>): T {
  levels.set(hook, level);
  return hook;
}

/** The level of a route from its pre-handlers (one function or a list): the strictest marked one. */
export function accessOf(preHandler: unknown): AccessLevel {
  const hooks = [preHandler].flat().filter((hook): hook is object => typeof hook === 'function');
  const marked = hooks.map((hook) => levels.get(hook));
  if (marked.includes('member')) return 'member';
  return marked.includes('optional') ? 'optional' : 'public';
}

/** The two headers of every signed-in call (DESIGN §4), as the document's security schemes. */
export const SECURITY_SCHEMES = {
  authorization: {
    type: 'apiKey',
    in: 'header',
    name: 'authorization',
    description: '登录、注册或刷新令牌时得到的访问令牌 `token`（也接受 `Bearer <token>`）。',
  },
  uuid: {
    type: 'apiKey',
    in: 'header',
    name: 'uuid',
    description: '当前用户的 `userId`。只是客户端的提示：服务器只凭令牌确认身份。',
  },
} as const;

const BOTH_HEADERS = { authorization: [], uuid: [] };

/**
 * The operation's `security`: none for public routes; both headers for member and admin routes; for routes that
 * read a token when sent, either nothing or both headers (an empty requirement makes the headers optional).
 */
export function securityOf(level: AccessLevel): Array<Record<string, string[]>> {
  if (level === 'member') return [BOTH_HEADERS];
  if (level === 'optional') return [{}, BOTH_HEADERS];
  return [];
}
