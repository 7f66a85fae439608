// The floor under the content list with its answer cache off: a bare Fastify route that reads a list page from the
// site's own SQLite file with better-sqlite3 alone (the page's ids on the list index, their rows with the creator
// joined, then the sources of the forwarded posts among them: the site's two statements), and sends the page as
// `JSON.stringify` of the site's envelope. No validation, no visibility rules, no hooks, no schema, no cache: what any
// server on this stack pays to answer the page from the database. Forked by list-variants.mjs with `DB_FILE` set;
// it reports its port to the parent.
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const PAGE_SIZE = 9;
const TYPES = new Set(['image', 'video', 'article', 'activity', 'pound']);
const db = new Database(process.env.DB_FILE, { readonly: true, fileMustExist: true });
// Every column of a post but its body, as the site's list reads them: taken from the file, so it follows the migrations.
const COLUMNS = db
  .prepare('select name from pragma_table_info(?)')
  .all('content')
  .map((column) => column.name)
  .filter((name) => name !== 'content');
const SELECT = `select ${COLUMNS.map((c) => `c.${c}`).join(', ')}, u.username as creator_username, u.avatar as creator_avatar, u.type as creator_type from content c join user u on u.user_id = c.create_by`;
const VISIBLE = `c.state = 'publish' and c.access_scope = 'public'`;
const ORDER = 'order by c.top_flag desc, c.sort desc, c.create_time desc, c.content_id desc';

const pageOf = (typed) =>
  db.prepare(
    `${SELECT} where c.content_id in (select c.content_id from content c where ${VISIBLE}${typed ? ' and c.type = ?' : ''} ${ORDER} limit ${PAGE_SIZE} offset ?)`,
  );
const page = pageOf(false);
const typedPage = pageOf(true);
// The rows come back in the index's order of ids, not the list's: put in order here (an outer ORDER BY makes SQLite
// walk the list index instead of reading the page's rows by key).
const inOrder = (a, b) =>
  b.top_flag - a.top_flag ||
  b.sort - a.sort ||
  (a.create_time < b.create_time ? 1 : a.create_time > b.create_time ? -1 : 0) ||
  (a.content_id < b.content_id ? 1 : -1);
const byIds = db.prepare(`${SELECT} where ${VISIBLE} and c.content_id in (select value from json_each(?))`);
const total = db.prepare(`select count(*) as n from content c where ${VISIBLE}`).get().n;

const camel = (name) => name.replace(/_([a-z])/g, (_, c) => c.toUpperCase());
const KEYS = COLUMNS.map((column) => [column, camel(column)]);
function record(row) {
  const out = {};
  for (const [column, key] of KEYS) out[key] = row[column];
  out.thumbs = JSON.parse(row.thumbs ?? '[]');
  out.creator = {
    userId: row.create_by,
    username: row.creator_username,
    avatar: row.creator_avatar,
    type: row.creator_type,
  };
  return out;
}

const app = Fastify({ logger: false });
app.get('/api/content/list', async (request, reply) => {
  const pageNum = Math.max(1, Number(request.query.pageNum) || 1);
  const type = TYPES.has(request.query.type) ? request.query.type : undefined;
  const offset = (pageNum - 1) * PAGE_SIZE;
  const rows = (type ? typedPage.all(type, offset) : page.all(offset)).sort(inOrder);
  const parentIds = rows.filter((row) => row.parent_id).map((row) => row.parent_id);
  const parents = new Map(
    parentIds.length === 0 ? [] : byIds.all(JSON.stringify(parentIds)).map((row) => [row.content_id, record(row)]),
  );
  const records = rows.map((row) => ({
    ...record(row),
    parent: row.parent_id ? (parents.get(row.parent_id) ?? null) : null,
  }));
  reply.type('application/json; charset=utf-8');
  return JSON.stringify({ code: 200, msg: '操作成功', data: { records, total, pageNum, pageSize: PAGE_SIZE } });
});
await app.listen({ port: Number(process.env.PORT || 0), host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
