import {
  type Kysely,
  sql,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { ContentDatabase, ContentDb } from './content.db.js';
import type { Viewer } from '../../lib/viewer.js';

/** Who is looking at content: the request's viewer (null for an anonymous visitor). */
export type { Viewer };

/** The anonymous viewer. */
export const ANONYMOUS: Viewer = null;

/** What a visitor sees, as the same values for every visitor ({@link anonymousCondition}). */
export const ANONYMOUS_VISIBLE = { state: 'publish', accessScope: 'public' } as const;

/**
 * A visitor's condition with its values written into the SQL text, not bound: SQLite plans again each run of a
 * statement whose bound values may change its plan (an indexed column's value, a LIMIT), which costs several times
 * what running the small list query does; constants need no binding.
 */
function anonymousCondition(eb: ExpressionBuilder<ContentDatabase, 'content'>): Expression<SqlBool> {
  return eb.and([
    eb('content.state', '=', sql.lit(ANONYMOUS_VISIBLE.state)),
    eb('content.access_scope', '=', sql.lit(ANONYMOUS_VISIBLE.accessScope)),
  ]);
}

/**
 * The one access-scope rule of the site (DESIGN §6), as a condition on the `content` table of any query:
 * - everyone sees published `public` posts;
 * - the author sees their own posts in every state and scope;
 * - a member who follows the author (`fans.fans_id` → `fans.user_id`, enabled) sees published `fans` posts;
 * - when author and member follow each other, the member sees published `mutual` posts;
 * - `private` posts only their author;
 * - an admin sees everything but other members' drafts (`create`).
 * Every list, detail, count and join of content goes through this (a test rejects server code that does not).
 */
export function contentVisibleTo(viewer: Viewer) {
  return (eb: ExpressionBuilder<ContentDatabase, 'content'>): Expression<SqlBool> => {
    const published = eb('content.state', '=', 'publish');
    if (!viewer) return anonymousCondition(eb);
    const own = eb('content.create_by', '=', viewer.userId);
    if (viewer.admin) return eb.or([own, eb('content.state', '!=', 'create')]);
    const follows = (fanId: Expression<string> | string, userId: Expression<string> | string) =>
      eb.exists(
        eb
          .selectFrom('fans')
          .select('fans.id')
          .where('fans.enabled', '=', 1)
          .where('fans.fans_id', '=', fanId)
          .where('fans.user_id', '=', userId),
      );
    const author = eb.ref('content.create_by');
    return eb.or([
      own,
      eb.and([
        published,
        eb.or([
          eb('content.access_scope', '=', 'public'),
          eb.and([eb('content.access_scope', '=', 'fans'), follows(viewer.userId, author)]),
          eb.and([
            eb('content.access_scope', '=', 'mutual'),
            follows(viewer.userId, author),
            follows(author, viewer.userId),
          ]),
        ]),
      ]),
    ]);
  };
}

/**
 * `select … from content` limited to what `viewer` may see: the starting point of every content read. Other
 * modules (comments, search, albums) start here too, or add `contentVisibleTo(viewer)` to a query joining content.
 */
export function visibleContent<DB extends ContentDatabase = ContentDatabase>(
  db: Kysely<DB>,
  viewer: Viewer,
): SelectQueryBuilder<DB, 'content', object> {
  // The caller's wider view (its own tables as well) carries on in the query it builds from here.
  const scoped = (db as unknown as ContentDb).selectFrom('content').where(contentVisibleTo(viewer));
  return scoped as unknown as SelectQueryBuilder<DB, 'content', object>;
}
