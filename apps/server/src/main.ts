import { startServer, type RunningServer } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { formatDemoAccounts } from './demo/seed.js';
import { drainAndClose } from './lib/shutdown.js';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const running: { server?: RunningServer } = {};
  let stopRequested = false;

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopRequested) return;
    stopRequested = true;
    const { server } = running;
    // Still starting: the demo data and migrations run in transactions, so stopping now loses nothing.
    if (!server) process.exit(0);
    const graceMs = config.limits.shutdownGraceSeconds * 1000;
    // A stuck close (not a slow request: those are cut at the end of the grace) must not keep the process alive.
    setTimeout(() => process.exit(1), graceMs + 15_000).unref();
    server.app.log.info({ signal, graceSeconds: config.limits.shutdownGraceSeconds }, '正在关闭服务器');
    drainAndClose(server.app, graceMs).then(
      (result) => {
        server.app.log.info(result, '服务器已关闭');
        process.exit(0);
      },
      (error: unknown) => {
        server.app.log.error({ err: error }, '关闭服务器失败');
        process.exit(1);
      },
    );
  };
  // Installed before the start so a signal during migrations or demo loading is not lost.
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  const server = await startServer(config);
  running.server = server;
  const { database, demo } = server.app.yiying;
  server.app.log.info({ database: database.location, dataDir: config.dataDir }, '数据库已就绪');
  const accounts = demo ? formatDemoAccounts(demo.accounts) : '';
  if (accounts) console.log(`\n${accounts}\n`);
  console.log(`医影已启动：${server.url}（接口文档 ${server.url}/docs）`);
}

main().catch((error: unknown) => {
  console.error('服务器启动失败：', error instanceof Error ? error.message : error);
  process.exit(1);
});
