import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { recountAll } from './modules/counters/index.js';
import { asKysely } from './db/narrow.js';

const USAGE = `用法：npm run recount
  按实际的点赞、收藏、评论与回复、转发、参赛作品和投票记录，重新计算每条作品、活动和参赛作品的计数。
  读取与服务器相同的环境变量（DATA_DIR 或 DATABASE_URL）；服务器运行时也可执行，列表缓存最多 10 秒后更新。`;

async function main(): Promise<void> {
  if (process.argv.slice(2).some((arg) => arg === '--help' || arg === '-h')) {
    console.log(USAGE);
    return;
  }
  let database;
  try {
    database = openDatabase(loadConfig(process.env));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  try {
    const started = Date.now();
    const report = await database.db.transaction().execute((trx) => recountAll(asKysely(trx)));
    console.log(
      `已重新计数（${database.location}）：${report.posts} 条作品、${report.activities} 个活动、${report.entries} 个参赛作品的计数有变化，` +
        `用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('重新计数失败：', error instanceof Error ? error.message : error);
  process.exit(1);
});
