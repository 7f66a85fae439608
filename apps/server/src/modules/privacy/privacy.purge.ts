import type { ErasureHooks, MemberErasure, ServerContext } from '../../context.js';
import { deleteUserRow, findUserById } from '../identity/index.js';

/** The erasure hooks of the server's modules, dependents first (the reverse of the start order). */
function erasureHooks(ctx: ServerContext): ErasureHooks[] {
  return [...ctx.modules].reverse().flatMap((module) => (module.erase ? [module.erase] : []));
}

/**
 * Deletes a member and their personal data, and keeps every counter of what remains right, through each module's
 * erasure hooks (`ServerModule.erase`): their posts (with what hangs on them) and comments go; the likes,
 * collections, comments and forwards they left on others' posts go and those posts are recounted; messages,
 * conversations, blocks, review-queue copies, SMS codes and every uploaded file go; then the user row, with
 * follows, notifications, albums, tokens and the rest that cascade with it. Answers false for an admin, who is never
 * deleted this way.
 */
export async function purgeMember(ctx: ServerContext, userId: string): Promise<boolean> {
  const user = await findUserById(ctx.db, userId);
  if (!user) return true;
  if (user.role === 'admin') return false;

  // Sessions end first: a revoked token also closes the member's chat sockets.
  await ctx.identity.tokens.revokeUser(userId);

  const erasure: MemberErasure = { userId, mobile: user.mobile, touchedPosts: new Set() };
  const hooks = erasureHooks(ctx);
  for (const hook of hooks) await hook.before?.(erasure, ctx);
  await ctx.db.transaction().execute(async (trx) => {
    for (const hook of hooks) await hook.rows?.(erasure, trx, ctx);
  });
  for (const hook of hooks) await hook.files?.(erasure, ctx);
  await deleteUserRow(ctx.db, userId);
  for (const hook of hooks) await hook.recount?.(erasure, ctx);
  return true;
}
