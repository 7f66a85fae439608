import { sql, type SqlBool } from 'kysely';
import type { PagedList } from '@yiying/models';
import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  type AdminComment,
  type AdminCommentListQuery,
  type AdminContent,
  type AdminContentListQuery,
  type AdminMember,
  type AdminMemberListQuery,
} from '@yiying/validation';
import type { AdminDb } from './admin.db.js';
import { AppError } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { pageOf, resolvePage } from '../../lib/paging.js';
import type { TtlCache } from '../../lib/ttl-cache.js';
import { likePattern } from '../content/index.js';
import type { TokenService, UserRow } from '../identity/index.js';
import type { MemberBanRow } from './admin.table.js';

/** The reason an author reads on a post an admin hid from the content list. */
export const ADMIN_HIDE_REASON = '违反社区规范';
export const MEMBER_NOT_FOUND_MESSAGE = '用户不存在';
export const CONTENT_NOT_FOUND = '内容不存在';
export const COMMENT_NOT_FOUND = '评论不存在';
export const NOT_PUBLISHED_MESSAGE = '只能隐藏已发布的内容';
export const NOT_HIDDEN_MESSAGE = '只能恢复已隐藏的内容';

export interface AdminServiceOptions {
  db: AdminDb;
  clock: Clock;
  tokens: TokenService;
  contentCache: TtlCache;
  /** Restoring a held post lets its doubtful pictures through, so they do not hold it again (the media module). */
  approveHeldMedia?: (db: AdminDb, contentId: string) => Promise<void>;
}

function like(column: string, pattern: string) {
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

function memberToModel(row: UserRow, ban: Pick<MemberBanRow, 'reason' | 'create_time'> | null): AdminMember {
  return {
    userId: row.user_id,
    username: row.username,
    account: row.account,
    mobile: row.mobile,
    avatar: row.avatar,
    type: row.type,
    role: row.role,
    certificateState: row.certificate_state,
    createTime: row.create_time,
    status: ban ? 'banned' : 'active',
    banReason: ban?.reason ?? null,
    banTime: ban?.create_time ?? null,
  };
}

/** Members with ban / unban, and moderation of posts and comments, for the admin console. */
export class AdminService {
  constructor(private readonly options: AdminServiceOptions) {}

  private get db(): AdminDb {
    return this.options.db;
  }

  /** Whether a member is banned (every new session of theirs is refused). */
  async isBanned(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('member_ban')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** 403 with the ban message for a banned member; what every login and refresh asks before a token is issued. */
  async assertNotBanned(userId: string): Promise<void> {
    if (await this.isBanned(userId)) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.banned);
  }

  async listMembers(query: AdminMemberListQuery): Promise<PagedList<AdminMember>> {
    const page = resolvePage(query, ADMIN_PAGE_SIZE);
    let base = this.db.selectFrom('user').leftJoin('member_ban', 'member_ban.user_id', 'user.user_id');
    if (query.search) {
      const pattern = likePattern(query.search);
      base = base.where((eb) =>
        eb.or([like('user.username', pattern), like('user.account', pattern), like('user.mobile', pattern)]),
      );
    }
    if (query.status === 'banned') base = base.where('member_ban.user_id', 'is not', null);
    if (query.status === 'active') base = base.where('member_ban.user_id', 'is', null);
    const order = query.order === 'asc' ? 'asc' : 'desc';
    return pageOf(
      base,
      page,
      (q) =>
        q
          .selectAll('user')
          .select(['member_ban.reason as ban_reason', 'member_ban.create_time as ban_time'])
          .orderBy('user.create_time', order)
          .orderBy('user.user_id', order),
      (rows) =>
        rows.map(({ ban_reason, ban_time, ...user }) =>
          memberToModel(
            user,
            ban_reason !== null && ban_time !== null ? { reason: ban_reason, create_time: ban_time } : null,
          ),
        ),
    );
  }

  async member(userId: string): Promise<AdminMember> {
    const user = await this.db.selectFrom('user').selectAll().where('user_id', '=', userId).executeTakeFirst();
    if (!user) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND_MESSAGE);
    const ban = await this.db.selectFrom('member_ban').selectAll().where('user_id', '=', userId).executeTakeFirst();
    return memberToModel(user, ban ?? null);
  }

  /**
   * Bans a member: no login by any method from now on, every token revoked, and with the tokens the chat sockets
   * (the token service announces the revocation). Banning again updates the reason.
   */
  async ban(actorId: string, userId: string, reason: string): Promise<{ before: AdminMember; after: AdminMember }> {
    const before = await this.member(userId);
    if (userId === actorId) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.banSelf);
    if (before.role === 'admin') throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.banAdmin);
    const now = isoAt(this.options.clock());
    await this.db
      .insertInto('member_ban')
      .values({ user_id: userId, reason, banned_by: actorId, create_time: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ reason, banned_by: actorId }))
      .execute();
    await this.options.tokens.revokeUser(userId);
    return { before, after: await this.member(userId) };
  }

  async unban(userId: string): Promise<{ before: AdminMember; after: AdminMember }> {
    const before = await this.member(userId);
    await this.db.deleteFrom('member_ban').where('user_id', '=', userId).execute();
    return { before, after: await this.member(userId) };
  }

  async listContents(query: AdminContentListQuery): Promise<PagedList<AdminContent>> {
    const page = resolvePage(query, ADMIN_PAGE_SIZE);
    let base = contentJoin(this.db);
    if (query.search) base = base.where(like('content.title', likePattern(query.search)));
    if (query.state) base = base.where('content.state', '=', query.state);
    if (query.type) base = base.where('content.type', '=', query.type);
    if (query.createBy) base = base.where('content.create_by', '=', query.createBy);
    const order = query.order === 'asc' ? 'asc' : 'desc';
    return pageOf(
      base,
      page,
      (q) => contentColumns(q).orderBy('content.create_time', order).orderBy('content.content_id', order),
      (rows) => rows.map(contentToModel),
    );
  }

  async content(contentId: string): Promise<AdminContent> {
    const row = await contentColumns(
      contentJoin(this.db).where('content.content_id', '=', contentId),
    ).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', CONTENT_NOT_FOUND);
    return contentToModel(row);
  }

  /**
   * 隐藏 a published post (state down, moderation flag 'hidden' with its reason, which the author cannot undo) or restore
   * a hidden one (state publish, flag cleared).
   */
  async setContentState(
    contentId: string,
    to: 'down' | 'publish',
  ): Promise<{ before: AdminContent; after: AdminContent }> {
    const before = await this.content(contentId);
    const from = to === 'down' ? 'publish' : 'down';
    if (before.state !== from)
      throw new AppError('BAD_REQUEST', to === 'down' ? NOT_PUBLISHED_MESSAGE : NOT_HIDDEN_MESSAGE);
    await this.db
      .updateTable('content')
      .set({
        state: to,
        moderation_state: to === 'down' ? 'hidden' : null,
        moderation_reason: to === 'down' ? ADMIN_HIDE_REASON : null,
        update_time: isoAt(this.options.clock()),
      })
      .where('content_id', '=', contentId)
      .where('state', '=', from)
      .execute();
    if (to === 'publish') await this.options.approveHeldMedia?.(this.db, contentId);
    this.options.contentCache.invalidate();
    return { before, after: await this.content(contentId) };
  }

  async listComments(query: AdminCommentListQuery): Promise<PagedList<AdminComment>> {
    const page = resolvePage(query, ADMIN_PAGE_SIZE);
    let base = commentJoin(this.db);
    if (query.search) base = base.where(like('comment.content', likePattern(query.search)));
    if (query.contentId) base = base.where('comment.content_id', '=', query.contentId);
    const order = query.order === 'asc' ? 'asc' : 'desc';
    return pageOf(
      base,
      page,
      (q) => commentColumns(q).orderBy('comment.create_time', order).orderBy('comment.comment_id', order),
      (rows) => rows.map(commentToModel),
    );
  }

  async comment(commentId: string): Promise<AdminComment> {
    const row = await commentColumns(
      commentJoin(this.db).where('comment.comment_id', '=', commentId),
    ).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
    return commentToModel(row);
  }
}

function contentJoin(db: AdminDb) {
  return db.selectFrom('content').innerJoin('user', 'user.user_id', 'content.create_by');
}

function contentColumns(qb: ReturnType<typeof contentJoin>) {
  return qb.select((eb) => [
    'content.content_id',
    'content.title',
    'content.type',
    'content.state',
    'content.access_scope',
    'content.comment_num',
    'content.patient_consent',
    'content.create_time',
    'content.update_time',
    'user.user_id',
    'user.username',
    'user.avatar',
    'user.type as user_type',
    eb
      .selectFrom('report')
      .select((r) => r.fn.countAll().as('n'))
      .whereRef('report.content_id', '=', 'content.content_id')
      .where('report.state', '=', 'pending')
      .as('report_num'),
  ]);
}

function commentJoin(db: AdminDb) {
  return db
    .selectFrom('comment')
    .innerJoin('user', 'user.user_id', 'comment.user_id')
    .innerJoin('content', 'content.content_id', 'comment.content_id');
}

function commentColumns(qb: ReturnType<typeof commentJoin>) {
  return qb.select((eb) => [
    'comment.comment_id',
    'comment.content_id',
    'comment.content',
    'comment.create_time',
    'content.title as content_title',
    'user.user_id',
    'user.username',
    'user.avatar',
    'user.type as user_type',
    eb
      .selectFrom('reply')
      .select((r) => r.fn.countAll().as('n'))
      .whereRef('reply.comment_id', '=', 'comment.comment_id')
      .as('reply_num'),
  ]);
}

interface ContentColumns {
  content_id: string;
  title: string;
  type: AdminContent['type'];
  state: AdminContent['state'];
  access_scope: string;
  comment_num: number;
  patient_consent: string | null;
  create_time: string;
  update_time: string;
  user_id: string;
  username: string;
  avatar: string;
  user_type: AdminMember['type'];
  report_num: unknown;
}

function contentToModel(row: ContentColumns): AdminContent {
  return {
    contentId: row.content_id,
    title: row.title,
    type: row.type,
    state: row.state,
    accessScope: row.access_scope,
    commentNum: Number(row.comment_num),
    reportNum: Number(row.report_num ?? 0),
    patientConsent: row.patient_consent ?? null,
    creator: { userId: row.user_id, username: row.username, avatar: row.avatar, type: row.user_type },
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

interface CommentColumns {
  comment_id: string;
  content_id: string;
  content: string;
  create_time: string;
  content_title: string;
  user_id: string;
  username: string;
  avatar: string;
  user_type: AdminMember['type'];
  reply_num: unknown;
}

function commentToModel(row: CommentColumns): AdminComment {
  return {
    commentId: row.comment_id,
    contentId: row.content_id,
    contentTitle: row.content_title,
    content: row.content,
    replyNum: Number(row.reply_num ?? 0),
    creator: { userId: row.user_id, username: row.username, avatar: row.avatar, type: row.user_type },
    createTime: row.create_time,
  };
}
