import {
  PAGE_SIZE,
  type BlockEntry,
  type BlockState,
  type ChatSession,
  type ImMessage,
  type ImMessagePage,
  type ImPermission,
  type ImSettings,
  type MediaRecord,
  type MessageCentreUnread,
  type Notification,
  type NotificationType,
  type PagedList,
} from '@yiying/models';
import { UPLOAD_FIELD, blockPaths, imMsgPaths, imSessionPaths, notificationPaths } from '@yiying/validation';
import type { Transport } from '../transport.js';
import { fillPath } from './path.js';

/**
 * What `imMsg.create` sends: the spec's content, sender and receiver, the kind of content, and optionally the sender's
 * own id of the message (a send repeated with the same `clientId` answers the message already stored).
 */
export interface ImSendParams {
  content: string;
  senderId: string;
  receiverId: string;
  contentType?: 'text' | 'image';
  clientId?: string;
}

export interface ImMsgApi {
  /** `GET /web/imMsg/list`: the conversation with `chatUserId`, newest first; pass `nextCursor` for older pages. */
  list(params: { chatUserId: string; cursor?: string; pageSize?: number }): Promise<ImMessagePage>;
  /** `POST /web/imMsg/create`: stores the message; the server pushes it to the receiver's sockets. */
  create(params: ImSendParams): Promise<ImMessage>;
  /** Deletes the caller's own copy of a message. */
  delete(msgId: string): Promise<void>;
  /** Uploads a picture to send (`content` of an image message is its `url`). */
  upload(file: Blob, fileName?: string): Promise<MediaRecord>;
  setting(): Promise<ImSettings>;
  updateSetting(permission: ImPermission): Promise<ImSettings>;
}

export interface ImSessionApi {
  /** The caller's conversations, newest first, with unread counts. */
  list(): Promise<ChatSession[]>;
  delete(userId: string): Promise<void>;
  /** Opening the conversation: the peer's messages become read and the counter clears. */
  read(userId: string): Promise<void>;
}

export interface BlockApi {
  list(): Promise<BlockEntry[]>;
  state(userId: string): Promise<BlockState>;
  block(userId: string): Promise<BlockState>;
  unblock(userId: string): Promise<BlockState>;
}

export interface NotificationApi {
  /** The message centre list of one tab (or all). */
  list(params?: { type?: NotificationType; pageNum?: number; pageSize?: number }): Promise<PagedList<Notification>>;
  /** Marks ids, a whole type, or everything read; answers the new unread counts. */
  read(target?: { type?: NotificationType; ids?: string[] }): Promise<MessageCentreUnread>;
  unread(): Promise<MessageCentreUnread>;
}

export function createImMsgApi(client: Pick<Transport, 'get' | 'post' | 'request'>): ImMsgApi {
  return {
    list: ({ chatUserId, cursor, pageSize = PAGE_SIZE.imMsg }) =>
      client.get<ImMessagePage>(imMsgPaths.list.path, { chatUserId, cursor, pageSize }),
    create: (params) => client.post<ImMessage>(imMsgPaths.create.path, { contentType: 'text', ...params }),
    delete: async (msgId) => {
      await client.post<unknown>(fillPath(imMsgPaths.delete.path, { id: msgId }));
    },
    upload: async (file, fileName) => {
      const form = new FormData();
      form.append(UPLOAD_FIELD, file, fileName ?? ((file as Partial<File>).name || 'image'));
      return (await client.request('POST', imMsgPaths.upload.path, { body: form })).data as MediaRecord;
    },
    setting: () => client.get<ImSettings>(imMsgPaths.setting.path),
    updateSetting: (permission) => client.post<ImSettings>(imMsgPaths.updateSetting.path, { permission }),
  };
}

export function createImSessionApi(client: Pick<Transport, 'get' | 'post'>): ImSessionApi {
  return {
    list: () => client.get<ChatSession[]>(imSessionPaths.list.path),
    delete: async (userId) => {
      await client.post<unknown>(fillPath(imSessionPaths.delete.path, { userId }));
    },
    read: async (userId) => {
      await client.post<unknown>(fillPath(imSessionPaths.read.path, { userId }));
    },
  };
}

export function createBlockApi(client: Pick<Transport, 'get' | 'post'>): BlockApi {
  return {
    list: () => client.get<BlockEntry[]>(blockPaths.list.path),
    state: (userId) => client.get<BlockState>(fillPath(blockPaths.state.path, { userId })),
    block: (userId) => client.post<BlockState>(fillPath(blockPaths.block.path, { userId })),
    unblock: (userId) => client.post<BlockState>(fillPath(blockPaths.unblock.path, { userId })),
  };
}

export function createNotificationApi(client: Pick<Transport, 'get' | 'post' | 'list'>): NotificationApi {
  return {
    list: (params = {}) =>
      client.list<Notification>(
        notificationPaths.list.path,
        { ...params },
        { pageNum: 1, pageSize: PAGE_SIZE.default },
      ),
    read: (target = {}) => client.post<MessageCentreUnread>(notificationPaths.read.path, target),
    unread: () => client.get<MessageCentreUnread>(notificationPaths.unread.path),
  };
}
