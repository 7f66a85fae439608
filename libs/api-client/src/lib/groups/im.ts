import { PAGE_SIZE } from '@yiying/models';
import {
  UPLOAD_FIELD,
  type blockPaths,
  type imMsgPaths,
  type imSessionPaths,
  type InputOf,
  type notificationPaths,
} from '@yiying/validation';
import type { CallResult, ContractClient } from '../contract-client.js';
import type { Transport } from '../transport.js';

type ImMsgCalls = ContractClient<typeof imMsgPaths>;

/**
 * What `imMsg.create` sends: the spec's content, sender and receiver, the kind of content, and optionally the sender's
 * own id of the message (a send repeated with the same `clientId` answers the message already stored).
 */
export type ImSendParams = InputOf<typeof imMsgPaths.create>;

/** Private messages: a conversation's pages, sending, deleting one's copy, pictures and who may write to me. */
export type ImMsgApi = Omit<ImMsgCalls, 'upload' | 'updateSetting'> & {
  /** Uploads a picture to send (`content` of an image message is its `url`). */
  upload(file: Blob, fileName?: string): Promise<CallResult<typeof imMsgPaths.upload>>;
  updateSetting(
    permission: InputOf<typeof imMsgPaths.updateSetting>['permission'],
  ): ReturnType<ImMsgCalls['updateSetting']>;
};

/**
 * The private-message group: the contract's calls, a conversation page of the spec's size and a text message unless
 * told otherwise, the picture sent as multipart form data, and the setting as its one argument.
 */
export function imMsgApi(calls: ImMsgCalls, table: typeof imMsgPaths, transport: Pick<Transport, 'request'>): ImMsgApi {
  return {
    ...calls,
    list: ({ pageSize = PAGE_SIZE.imMsg, ...query }) => calls.list({ ...query, pageSize }),
    create: (params) => calls.create({ contentType: 'text', ...params }),
    upload: async (file, fileName) => {
      const form = new FormData();
      form.append(UPLOAD_FIELD, file, fileName ?? ((file as Partial<File>).name || 'image'));
      return (await transport.request('POST', table.upload.path, { body: form })).data as CallResult<
        typeof imMsgPaths.upload
      >;
    },
    updateSetting: (permission) => calls.updateSetting({ permission }),
  };
}

/** The member's conversations: the list with unread counts, deleting one, and reading one. */
export type ImSessionApi = ContractClient<typeof imSessionPaths>;

/** The member's block list. */
export type BlockApi = ContractClient<typeof blockPaths>;

/** The message centre: a tab's list, marking read, and the unread counts. */
export type NotificationApi = ContractClient<typeof notificationPaths>;
