import { startServer, type RunningServer } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { formatDemoAccounts } from './demo/seed.js';

const SHUTDOWN_GRACE_MS = 10_000;

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
    // A stuck request must not keep the process alive forever.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    server.app.log.info({ signal }, '正在关闭服务器');
    server.close().then(
      () => process.exit(0),
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
