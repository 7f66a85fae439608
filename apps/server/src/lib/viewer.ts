import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Who is calling: null for an anonymous visitor, otherwise the member (from the token only) and whether they are an
 * admin, with the role read from the database on each request (a role change applies at once).
 */
export type Viewer = { userId: string; admin: boolean } | null;

/** The viewer of a route that only members may call. */
export type Member = NonNullable<Viewer>;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Who is calling, resolved once per request by the auth pre-handlers (`auth.member`, `auth.admin`,
     * `auth.optional`): null without a live token, and on a route with none of them. A route declared member-only
     * (`auth: auth.member` or `auth.admin`) sees it typed as a `Member`.
     */
    viewer: Viewer;
  }
}

export type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare const memberOnly: unique symbol;

/**
 * A pre-handler that lets only members through (401 otherwise): `contractRoute` types `request.viewer` of a route
 * running it as a non-null `Member`.
 */
export type MemberPreHandler = PreHandler & { readonly [memberOnly]: true };

/** Declares `hook` member-only: it must leave a non-null `request.viewer` or throw. */
export function memberOnlyHook(hook: PreHandler): MemberPreHandler {
  return hook as MemberPreHandler;
}
