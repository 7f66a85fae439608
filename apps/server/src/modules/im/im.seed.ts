import { ChatContentType } from '@yiying/models';
import type { SeedContext } from '../../demo/seed.js';
import { newId } from '../../lib/ids.js';
import { findDemoMembers } from '../identity/index.js';
import { messagePreview } from './im.service.js';
import type { ImMsgRow, ImSessionRow, StoredMessageState } from './im.table.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface DemoMessage {
  from: string;
  to: string;
  text: string;
  /** How long before the demo's start it was sent. */
  ago: number;
  /** Where the receiver is with it: read, or received and not yet opened. */
  state: StoredMessageState;
}

/** Two conversations of the first demo member, by mobile: one with a doctor (its last message unread), one with a student. */
const DEMO_MESSAGES: readonly DemoMessage[] = [
  {
    from: '13800000001',
    to: '13800000002',
    text: '李医生您好，看了您在眼科门诊拍的那组照片，候诊区那张的光线特别打动人。',
    ago: 26 * HOUR,
    state: 'read',
  },
  {
    from: '13800000002',
    to: '13800000001',
    text: '谢谢！那天早上的太阳刚好从候诊区的窗户照进来，我等了十几分钟才按下快门。',
    ago: 25 * HOUR + 40 * MINUTE,
    state: 'read',
  },
  {
    from: '13800000001',
    to: '13800000002',
    text: '想请教一下，在诊室里拍照要注意哪些隐私问题？',
    ago: 25 * HOUR + 30 * MINUTE,
    state: 'read',
  },
  {
    from: '13800000002',
    to: '13800000001',
    text: '患者的脸、腕带和屏幕上的病历都要避开或打码，拍之前先征得本人同意。上传时网站也会提示检测到的人脸，一键就能打码。',
    ago: 25 * HOUR,
    state: 'read',
  },
  {
    from: '13800000001',
    to: '13800000002',
    text: '明白了。这次“医者仁心”摄影大赛您会投稿吗？',
    ago: 3 * HOUR,
    state: 'read',
  },
  {
    from: '13800000002',
    to: '13800000001',
    text: '会的，准备投一组夜班急诊的照片，整理好了发给你看看，帮我提提意见。',
    ago: 40 * MINUTE,
    state: 'received',
  },
  {
    from: '13800000003',
    to: '13800000001',
    text: '周末去拍银杏吗？学校东门那片已经全黄了。',
    ago: 30 * HOUR,
    state: 'read',
  },
  {
    from: '13800000001',
    to: '13800000003',
    text: '好呀，周六早上七点东门见，记得带上长焦。',
    ago: 29 * HOUR + 50 * MINUTE,
    state: 'read',
  },
];

/**
 * Demo conversations on a fresh database, so 我的消息 opens on real chats: the stored messages and both members'
 * conversation rows, whose previews and unread counts are those of the messages (one unread message from the doctor).
 */
export async function seedMessages({ db, now, fresh }: SeedContext): Promise<void> {
  if (!fresh) return;
  const members = new Map((await findDemoMembers(db)).map((m) => [m.mobile, m.user_id]));
  const messages: ImMsgRow[] = [];
  const sessions = new Map<string, ImSessionRow>();
  for (const [i, message] of DEMO_MESSAGES.entries()) {
    const from = members.get(message.from);
    const to = members.get(message.to);
    if (!from || !to) continue;
    const time = now - message.ago;
    const iso = new Date(time).toISOString();
    messages.push({
      // Ids in sending order: a conversation pages by id.
      msg_id: newId(time + i),
      from_id: from,
      to_id: to,
      type: 'private',
      content_type: ChatContentType.text,
      content: message.text,
      state: message.state,
      from_deleted: 0,
      to_deleted: 0,
      create_time: iso,
      update_time: iso,
      client_id: null,
    });
    const preview = messagePreview(ChatContentType.text, message.text);
    for (const [owner, peer, unread] of [
      [from, to, 0],
      [to, from, message.state === 'read' ? 0 : 1],
    ] as const) {
      const key = `${owner} ${peer}`;
      const known = sessions.get(key);
      sessions.set(key, {
        owner_id: owner,
        peer_id: peer,
        newest: preview,
        unread: (known?.unread ?? 0) + unread,
        create_time: known?.create_time ?? iso,
        update_time: iso,
      });
    }
  }
  if (messages.length === 0) return;
  await db.insertInto('im_msg').values(messages).execute();
  await db
    .insertInto('im_session')
    .values([...sessions.values()])
    .execute();
}
