import type { Insertable, Selectable } from 'kysely';
import type { ImPermission } from '@yiying/models';

/** States a stored message goes through: pushed and waiting for `ensure`, acknowledged, read by the receiver. */
export type StoredMessageState = 'ready_send' | 'received' | 'read';

/** One private message; each side may delete its own copy (the row goes when both did). */
export interface ImMsgTable {
  msg_id: string;
  from_id: string;
  to_id: string;
  type: string;
  content_type: string;
  /** The text, or the url of an image the sender uploaded. */
  content: string;
  state: StoredMessageState;
  from_deleted: number;
  to_deleted: number;
  create_time: string;
  update_time: string;
  /** The sender's own id of the message (`clientId` of the send), unique per sender; null when none was given. */
  client_id: string | null;
}

/** `owner_id`'s conversation with `peer_id`: the newest message's preview and how many of the peer's are unread. */
export interface ImSessionTable {
  owner_id: string;
  peer_id: string;
  newest: string;
  unread: number;
  create_time: string;
  update_time: string;
}

/** Who may message a member; a member without a row accepts everyone. */
export interface ImSettingTable {
  user_id: string;
  permission: ImPermission;
  update_time: string;
}

/** `user_id` blocks `blocked_id`: no messages either way, and the blocked member's comments are hidden from `user_id`. */
export interface UserBlockTable {
  user_id: string;
  blocked_id: string;
  create_time: string;
}

export type ImMsgRow = Selectable<ImMsgTable>;
export type NewImMsgRow = Insertable<ImMsgTable>;
export type ImSessionRow = Selectable<ImSessionTable>;

/** A message as it is first stored: `ready_send`, neither copy deleted, created and updated at `time`. */
export function newMessageRow(
  fields: Pick<ImMsgRow, 'msg_id' | 'from_id' | 'to_id' | 'content_type' | 'content'> & { client_id?: string | null },
  time: string,
): ImMsgRow {
  return {
    ...fields,
    client_id: fields.client_id ?? null,
    type: 'private',
    state: 'ready_send',
    from_deleted: 0,
    to_deleted: 0,
    create_time: time,
    update_time: time,
  };
}

/** The tables of this module. */
export interface ImTables {
  im_msg: ImMsgTable;
  im_session: ImSessionTable;
  im_setting: ImSettingTable;
  user_block: UserBlockTable;
}
