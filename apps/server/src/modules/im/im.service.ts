import {
  ChatContentType,
  ImPermission,
  type ChatSession,
  type ChatUser,
  type ImMessage,
  type ImMessagePage,
} from '@yiying/models';
import { asKysely } from '../../db/narrow.js';
import { IM_MESSAGES, imMsgCreateBody, validate, type AnySchema, type ImMsgCreateBody } from '@yiying/validation';
import type { GuardOutcome, TextGuard } from '../../lib/text-guard/index.js';
import type { ImDb } from './im.db.js';
import { AppError, tooManyRequests, validationFailed } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { RecentMemory } from '../../lib/recent-memory.js';
import { newId } from '../../lib/ids.js';
import type { KeyValueStore } from '../../lib/store.js';
import { attentionState } from '../fans/index.js';
import { findUsersByIds, type UserRow } from '../identity/index.js';
import type { MediaService } from '../media/index.js';
import type { BlockService } from './blocks.js';
import type { SocketHub } from './im.hub.js';
import {
  acknowledgeAll,
  conversationPage,
  deleteCopy,
  deleteSession,
  findMessage,
  insertMessages,
  markConversationRead,
  pendingFor,
  permissionOf,
  savePermission,
  sendPartiesOfPairs,
  sessionsOf,
  type SendParty,
  unreadTotal,
} from './im.repository.js';
import { newMessageRow, type ImMsgRow } from './im.table.js';
import { GroupCommit } from './group-commit.js';
import { plainSendBody } from './send-body.js';
import type { TransactionRunner } from '../../db/durable-commit.js';

/** Longest conversation list answered (the list is not paged: members have far fewer conversations). */
export const SESSION_LIST_LIMIT = 200;
/** Unacknowledged messages pushed again per socket opening; the rest follow on the next acknowledgement round. */
export const REDELIVERY_BATCH = 500;
const PREVIEW_LENGTH = 60;
const RATE_WINDOW_MS = 60_000;
/** How long a socket send is remembered by its client id, so a resent frame answers the same message. */
export const SOCKET_SEND_MEMORY_MS = 10 * 60_000;
/** Socket sends remembered at most, about (the oldest are forgotten first). */
const SOCKET_SEND_MEMORY_SIZE = 20_000;

export interface ImServiceOptions {
  db: ImDb;
  clock: Clock;
  store: KeyValueStore;
  hub: SocketHub;
  blocks: BlockService;
  media: MediaService;
  sendPerMinute: number;
  /** Transactions that resolve once durable (see `durableCommit`); plain transactions when not given. */
  commit?: TransactionRunner;
  /** Told of every message stored, and how it was sent (the server's metrics). */
  counted?: (via: 'http' | 'socket') => void;
  /**
   * The watch list: 屏蔽 refuses a text message, 替换 stars it; a chat message cannot wait for review, so 审核 is
   * treated as 标记 (sent, and flagged in the review queue).
   */
  guard?: TextGuard;
}

type UserBrief = Pick<UserRow, 'username' | 'avatar'>;

/** A write of the chat's group commit: a new message, or a receiver's acknowledgement of one. */
type ChatWrite = { kind: 'message'; row: ImMsgRow } | { kind: 'ack'; msgId: string; me: string; time: string };

/**
 * What a write answers: for a message, the row stored earlier when it was a repeated send (else undefined); for an
 * acknowledgement, the sender to tell (undefined when nothing moved).
 */
type WriteResult = ImMsgRow | string | undefined;

function toUser(row: UserBrief | undefined, userId: string): ChatUser {
  return row ? { userId, username: row.username, avatar: row.avatar } : { userId, username: '', avatar: '' };
}

/** What a conversation row shows of its newest message. */
export function messagePreview(contentType: string, content: string): string {
  if (contentType === ChatContentType.image) return '[图片]';
  return content.length > PREVIEW_LENGTH ? `${content.slice(0, PREVIEW_LENGTH)}…` : content;
}

/**
 * Private messages (DESIGN §5): a message is committed with both conversation rows, then pushed to the receiver's
 * sockets as `private` / `ready_send`; the receiver's `ensure` moves it to `received` and tells the sender; opening
 * the conversation marks it `read` and clears the counter.
 */
export class ImService {
  /**
   * Concurrent sends and acknowledgements share transactions (and the flush to disk): each message commits with both
   * of its conversation rows, each acknowledgement answers the sender when its row moved.
   */
  private readonly writes: GroupCommit<ChatWrite, WriteResult>;

  /**
   * Who both sides of a send are: lookups asked for while one is running wait and go together in the next, so a busy
   * moment costs two statements per batch instead of one per message.
   */
  private readonly parties: GroupCommit<{ from: string; to: string }, Map<string, SendParty>>;

  /** Recent socket sends by sender and client id. */
  private readonly socketSends: RecentMemory<Promise<ImMessage>>;

  constructor(private readonly options: ImServiceOptions) {
    this.socketSends = new RecentMemory(SOCKET_SEND_MEMORY_SIZE, SOCKET_SEND_MEMORY_MS, options.clock);
    this.parties = new GroupCommit((pairs) => sendPartiesOfPairs(options.db, pairs));
    const commit: TransactionRunner = options.commit ?? ((work) => options.db.transaction().execute(work));
    this.writes = new GroupCommit((items) =>
      commit(async (transaction) => {
        const trx = asKysely(transaction);
        const rows: { row: ImMsgRow; preview: string }[] = [];
        const acks: { msgId: string; me: string; at: number }[] = [];
        items.forEach((item, at) => {
          if (item.kind === 'message')
            rows.push({ row: item.row, preview: messagePreview(item.row.content_type, item.row.content) });
          else acks.push({ msgId: item.msgId, me: item.me, at });
        });
        const repeated = await insertMessages(trx, rows);
        const results: WriteResult[] = items.map((item) =>
          item.kind === 'message' ? repeated.get(item.row.msg_id) : undefined,
        );
        if (acks.length > 0) {
          // The batch's newest acknowledgement time stands for all of them (they were taken milliseconds apart).
          const time = acks.reduce((latest, ack) => {
            const item = items[ack.at];
            return item?.kind === 'ack' && item.time > latest ? item.time : latest;
          }, '');
          const senders = await acknowledgeAll(trx, acks, time);
          acks.forEach((ack, i) => (results[ack.at] = senders[i]));
        }
        return results;
      }),
    );
  }

  /**
   * Sends as `me`: checks who may message whom, the rate and an image's owner, stores, then pushes. A send whose
   * `clientId` `me` used before answers the message stored then and stores nothing (pushing it again while the receiver
   * has not acknowledged it: the receiver shows a message once by its id).
   */
  async send(me: string, body: ImMsgCreateBody, via: 'http' | 'socket' = 'http'): Promise<ImMessage> {
    const message = await this.store(me, body);
    this.options.counted?.(via);
    return message;
  }

  private async store(me: string, body: ImMsgCreateBody): Promise<ImMessage> {
    const { db, clock } = this.options;
    if (body.senderId !== me) throw new AppError('FORBIDDEN', IM_MESSAGES.senderMismatch);
    const receiverId = body.receiverId;
    // One statement answers who both are, the blocks either way and the receiver's setting.
    const users = await this.parties.submit({ from: me, to: receiverId });
    const receiver = users.get(receiverId);
    if (!receiver) throw new AppError('NOT_FOUND', IM_MESSAGES.receiverMissing);
    await this.checkParties(me, users.get(me), receiver);
    await this.checkRate(me);
    let content = body.content;
    let outcome: GuardOutcome<'text'> | null = null;
    if (body.contentType === ChatContentType.text && this.options.guard) {
      outcome = await this.options.guard.inspect({ text: content });
      content = (outcome.values.text as string | undefined) ?? content;
    }
    if (body.contentType === ChatContentType.image) {
      const media = await this.options.media.ownedByUrl(db, me, content);
      if (!media || media.kind !== 'image') throw new AppError('BAD_REQUEST', IM_MESSAGES.imageNotOwned);
      content = media.url;
    } else if (body.contentType !== ChatContentType.text) {
      throw new AppError('BAD_REQUEST', '只能发送文字或图片');
    }
    const now = clock();
    const row = newMessageRow(
      {
        msg_id: newId(now),
        from_id: me,
        to_id: receiverId,
        content_type: body.contentType,
        content,
        client_id: body.clientId ?? null,
      },
      isoAt(now),
    );
    const earlier = await this.writes.submit({ kind: 'message', row });
    const stored = typeof earlier === 'object' ? earlier : row;
    const message = this.toModel(stored, users);
    if (stored.state === 'ready_send') this.options.hub.toUser(stored.to_id, this.pushFrame(message));
    if (outcome && stored === row) {
      await this.options.guard?.flagAfterWrite(db, outcome, {
        source: 'chat',
        userId: me,
        title: '私信',
        targetId: row.msg_id,
      });
    }
    return message;
  }

  /**
   * A `private` frame sent on `me`'s chat socket: the same checks and storage as `POST /web/imMsg/create` (the body is
   * validated by the same contract; a frame without `senderId` sends as `me`). The same `clientId` sent again by the
   * same member within {@link SOCKET_SEND_MEMORY_MS} answers the message of the first send from memory, even while it is
   * still being stored (later, or on another process, the stored `client_id` answers it: see `send`); a refused send
   * is not remembered, so it may be tried again.
   */
  sendFromSocket(me: string, clientId: string, frame: Record<string, unknown>): Promise<ImMessage> {
    const key = `${me}\u0000${clientId}`;
    const known = this.socketSends.get(key);
    if (known) return known;
    const fields = {
      clientId,
      senderId: frame['senderId'] ?? me,
      receiverId: frame['receiverId'],
      content: frame['content'],
      contentType: frame['contentType'],
    };
    let body = plainSendBody(fields);
    if (!body) {
      const checked = validate<ImMsgCreateBody>(imMsgCreateBody as AnySchema<ImMsgCreateBody>, fields);
      if (!checked.ok) return Promise.reject(validationFailed(checked.errors));
      body = checked.value;
    }
    const message = this.send(me, body, 'socket');
    this.socketSends.set(key, message);
    message.catch(() => this.socketSends.deleteIf(key, message));
    return message;
  }

  /** The frame a receiver's socket gets for a message (spec §3 private-message fields). */
  pushFrame(message: ImMessage): object {
    return {
      type: 'private',
      status: 'ready_send',
      messageId: message.msgId,
      senderId: message.fromId,
      destId: message.toId,
      sender: message.from,
      receiver: message.to,
      content: message.content,
      contentType: message.contentType,
      createTime: message.createTime,
    };
  }

  /** Refuses with 403 and the reason when `from` may not message the receiver, on what `sendPartiesOfPairs` answered. */
  private async checkParties(from: string, sender: SendParty | undefined, receiver: SendParty): Promise<void> {
    const { db } = this.options;
    const to = receiver.user_id;
    if (receiver.blocks_other) throw new AppError('FORBIDDEN', IM_MESSAGES.blockedByReceiver);
    if (sender?.blocks_other) throw new AppError('FORBIDDEN', IM_MESSAGES.blockingReceiver);
    const permission = receiver.permission ?? ImPermission.everyone;
    if (permission === ImPermission.everyone) return;
    if (permission === ImPermission.nobody) throw new AppError('FORBIDDEN', IM_MESSAGES.nobody);
    // attentionState(db, me, other): whether `me` follows `other`, and whether they follow back.
    const state = await attentionState(db, from, to);
    if (permission === ImPermission.fans && !state.attention) throw new AppError('FORBIDDEN', IM_MESSAGES.onlyFans);
    if (permission === ImPermission.mutual && !state.mutual) throw new AppError('FORBIDDEN', IM_MESSAGES.onlyMutual);
  }

  private async checkRate(me: string): Promise<void> {
    const { store, sendPerMinute } = this.options;
    const key = `im:send:${me}`;
    const count = await store.increment(key, RATE_WINDOW_MS);
    if (count > sendPerMinute) {
      const error = tooManyRequests((await store.ttl(key)) / 1000);
      error.message = IM_MESSAGES.tooFast;
      throw error;
    }
  }

  async page(me: string, peer: string, pageSize: number, cursor?: string): Promise<ImMessagePage> {
    const { db } = this.options;
    const rows = await conversationPage(db, me, peer, pageSize + 1, cursor);
    const more = rows.length > pageSize;
    const shown = rows.slice(0, pageSize);
    const users = new Map((await findUsersByIds(db, [me, peer])).map((u) => [u.user_id, u]));
    return {
      records: shown.map((row) => this.toModel(row, users)),
      size: pageSize,
      nextCursor: more ? (shown[shown.length - 1]?.msg_id ?? null) : null,
    };
  }

  async deleteMessage(me: string, msgId: string): Promise<void> {
    const { db } = this.options;
    const row = await findMessage(db, msgId);
    const mine = row && ((row.from_id === me && !row.from_deleted) || (row.to_id === me && !row.to_deleted));
    if (!row || !mine) throw new AppError('NOT_FOUND', '消息不存在');
    await deleteCopy(db, row, me);
  }

  async sessions(me: string): Promise<ChatSession[]> {
    const { db } = this.options;
    const rows = await sessionsOf(db, me, SESSION_LIST_LIMIT);
    const users = new Map(
      (
        await findUsersByIds(
          db,
          rows.map((r) => r.peer_id),
        )
      ).map((u) => [u.user_id, u]),
    );
    return rows.map((row) => {
      const peer = users.get(row.peer_id);
      return {
        userId: row.peer_id,
        sessId: row.peer_id,
        newest: row.newest,
        name: peer?.username ?? '',
        avatar: peer?.avatar ?? '',
        updateTime: row.update_time,
        unread: row.unread,
      };
    });
  }

  async deleteSession(me: string, peer: string): Promise<void> {
    await deleteSession(this.options.db, me, peer);
  }

  /** Opening the conversation: the peer's messages become `read`, the counter clears, and the peer is told. */
  async read(me: string, peer: string): Promise<void> {
    const ids = await markConversationRead(this.options.db, me, peer, isoAt(this.options.clock()));
    for (const messageId of ids) this.options.hub.toUser(peer, { type: 'ensure', messageId, status: 'read' });
  }

  /** The receiver's `ensure`: `received`, and the sender's sockets hear of it. */
  async acknowledge(me: string, messageId: string): Promise<void> {
    const sender = await this.writes.submit({ kind: 'ack', msgId: messageId, me, time: isoAt(this.options.clock()) });
    if (typeof sender === 'string') this.options.hub.toUser(sender, { type: 'ensure', messageId, status: 'received' });
  }

  /** Frames of the messages `me` never acknowledged, oldest first, for a socket that just opened. */
  async pendingFrames(me: string): Promise<object[]> {
    const { db } = this.options;
    const rows = await pendingFor(db, me, REDELIVERY_BATCH);
    if (rows.length === 0) return [];
    const users = new Map((await findUsersByIds(db, [me, ...rows.map((r) => r.from_id)])).map((u) => [u.user_id, u]));
    return rows.map((row) => this.pushFrame(this.toModel(row, users)));
  }

  async unread(me: string): Promise<number> {
    return unreadTotal(this.options.db, me);
  }

  async permission(me: string): Promise<ImPermission> {
    return (await permissionOf(this.options.db, me)) ?? ImPermission.everyone;
  }

  async setPermission(me: string, permission: ImPermission): Promise<void> {
    await savePermission(this.options.db, me, permission, isoAt(this.options.clock()));
  }

  private toModel(row: ImMsgRow, users: Map<string, UserBrief>): ImMessage {
    return {
      msgId: row.msg_id,
      type: 'private',
      contentType: row.content_type,
      from: toUser(users.get(row.from_id), row.from_id),
      to: toUser(users.get(row.to_id), row.to_id),
      fromId: row.from_id,
      toId: row.to_id,
      content: row.content,
      state: row.state,
      createTime: row.create_time,
      updateTime: row.update_time,
      createBy: row.from_id,
    };
  }
}
