// The durable relay of the chat benchmark: the bare relay of echo-server.mjs (the chat's frames, no checks) that also
// stores each message before anyone hears of it, the way the chat server does:
//  - in a SQLite file of its own (`DB_FILE`) in WAL mode, in an `im_msg` table built with the statements of the chat
//    server's own database (`SCHEMA_FROM`: its table and indexes, so it follows the migrations);
//  - one prepared insert per message (the server's row: id, both parties, type, content, state, times, client id,
//    skipped when the sender repeats a client id);
//  - group commit as apps/server/src/modules/im/group-commit.ts does it: the first message of a quiet moment commits at
//    once, the ones that arrive while a commit runs go together in the next transaction (at most 256);
//  - durable before answering as apps/server/src/db/durable-commit.ts does it: the transaction commits with
//    `synchronous = NORMAL` and the write-ahead log is then flushed with an asynchronous fsync; only after that flush
//    does the receiver get its push and the sender its `response`.
// An `ensure` goes back to the message's sender unstored. Prints its port on stdout once listening.
import { open } from 'node:fs/promises';
import Database from 'better-sqlite3';
import { WebSocketServer } from 'ws';

const MAX_BATCH = 256;
const file = process.env.DB_FILE;
const schemaFrom = process.env.SCHEMA_FROM;
if (!file || !schemaFrom) throw new Error('durable-relay.mjs needs DB_FILE and SCHEMA_FROM');

const source = new Database(schemaFrom, { readonly: true, fileMustExist: true });
const ddl = source
  .prepare(
    "select sql from sqlite_master where tbl_name = 'im_msg' and type in ('table', 'index') and sql is not null order by type desc",
  )
  .all()
  .map((row) => row.sql);
source.close();
if (ddl.length === 0) throw new Error(`no im_msg table in ${schemaFrom}`);

const db = new Database(file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
for (const statement of ddl) db.exec(statement);
const insert = db.prepare(
  `insert into im_msg (msg_id, from_id, to_id, type, content_type, content, state, from_deleted, to_deleted,
     create_time, update_time, client_id)
   values (?, ?, ?, 'private', 'text', ?, 'ready_send', 0, 0, ?, ?, ?)
   on conflict (from_id, client_id) where client_id is not null do nothing`,
);
const insertAll = db.transaction((messages) => {
  for (const m of messages) insert.run(m.msgId, m.fromId, m.toId, m.content, m.time, m.time, m.clientId);
});
// The log exists once WAL mode is on; opened once and flushed after each transaction.
const wal = await open(`${file}-wal`, 'r+');

/** Messages waiting for the next transaction, each with what to do once it is on disk. */
const queue = [];
let running = false;
async function drain() {
  running = true;
  try {
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      insertAll(batch.map((entry) => entry.message));
      await wal.sync();
      for (const entry of batch) entry.done();
    }
  } finally {
    running = false;
  }
}
function store(message, done) {
  queue.push({ message, done });
  if (!running) void drain();
}

const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
wss.on('listening', () => process.stdout.write(`${wss.address().port}\n`));
const sockets = new Map();
const senders = new Map();
let seq = 0;
wss.on('connection', (ws, request) => {
  const userId = /^\/websocket\/([^/]+)\/web/.exec(request.url ?? '')?.[1] ?? '';
  sockets.set(userId, ws);
  ws.on('close', () => sockets.get(userId) === ws && sockets.delete(userId));
  ws.on('message', (raw) => {
    const frame = JSON.parse(raw.toString());
    if (frame.type === 'private') {
      const msgId = `r${process.pid}-${(seq += 1)}`;
      const time = new Date().toISOString();
      const message = { msgId, fromId: userId, toId: frame.receiverId, content: frame.content, time };
      store({ ...message, clientId: frame.clientId ?? null }, () => {
        senders.set(msgId, userId);
        sockets.get(frame.receiverId)?.send(
          JSON.stringify({
            type: 'private',
            status: 'ready_send',
            messageId: msgId,
            senderId: userId,
            destId: frame.receiverId,
            content: frame.content,
          }),
        );
        ws.send(JSON.stringify({ type: 'response', clientId: frame.clientId, ok: true, message }));
      });
    } else if (frame.type === 'ensure') {
      const sender = senders.get(frame.messageId);
      senders.delete(frame.messageId);
      sockets.get(sender)?.send(JSON.stringify({ type: 'ensure', messageId: frame.messageId, status: 'received' }));
    }
  });
});
process.on('SIGTERM', () =>
  wss.close(async () => {
    await wal.close();
    db.close();
    process.exit(0);
  }),
);
