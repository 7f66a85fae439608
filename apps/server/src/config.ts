import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

export type NodeEnv = 'development' | 'production' | 'test';
export type StorageKind = 'local';
export type SmsProviderKind = 'console';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Validated server configuration; built from environment variables by {@link loadConfig}. */
export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path of the data folder (SQLite file, uploads). */
  dataDir: string;
  /** PostgreSQL connection string; SQLite at `${dataDir}/yiying.db` when absent. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (search_path); the server's default schema when absent. */
  databaseSchema?: string;
  redisUrl?: string;
  storage: StorageKind;
  smsProvider: SmsProviderKind;
  officeViewerUrl?: string;
  nodeEnv: NodeEnv;
  /** Folder of the built web app (index.html + assets). */
  webRoot: string;
  demoData: boolean;
  /** Extra generated posts for benchmarks. */
  demoBulkPosts: number;
  logLevel: LogLevel;
  /** Absolute origin of the site (e.g. https://yiying.example); taken from the request when absent. */
  publicUrl?: string;
  /** Read the client address from X-Forwarded-For (behind a load balancer). */
  trustProxy: boolean;
  /** SMS codes a mobile may receive per day. */
  smsDailyMaxPerMobile: number;
  /** SMS codes one client address may ask for per day. */
  smsDailyMaxPerIp: number;
  /** Messaging-app official account; QR login uses it when `appId` and `appSecret` are set. */
  wxMp?: WxMpConfig;
  /** Seconds between two runs of the job deleting expired tokens, SMS codes and QR tickets. */
  pruneIntervalSeconds: number;
  /** Megabytes one member may upload per day (China time). */
  uploadDailyQuotaMb: number;
  /** ffmpeg command or file reading uploaded videos (ffprobe beside it); `none` stores videos without frames. */
  ffmpegPath: string;
  /** Private messages one member may send per minute (beyond it 429). */
  imSendPerMinute: number;
  /** Bytes a chat socket may have waiting to be sent before the server closes it as a slow consumer. */
  imSocketBufferBytes: number;
  /** Seconds between two heartbeat pings of a chat socket; a socket that missed the last one is closed. */
  imHeartbeatSeconds: number;
}

/** Official-account settings (`WXMP_*`). */
export interface WxMpConfig {
  appId: string;
  appSecret: string;
  /** Token of the scan callback's signature. */
  token: string;
  apiBase: string;
}

/** Where the official-account API lives unless `WXMP_API_BASE` says otherwise. */
export const DEFAULT_WXMP_API_BASE = 'https://api.weixin.qq.com';

/** Thrown by {@link loadConfig}; `problems` holds one Chinese message per bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`配置错误：\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const MAX_BULK_POSTS = 2_000_000;
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** The repository root: the nearest folder above `from` holding nx.json (the bundle and the sources sit at the same depth). */
export function findRepoRoot(from: string = __dirname): string | undefined {
  let dir = from;
  for (;;) {
    if (existsSync(path.join(dir, 'nx.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

function defaultWebRoot(cwd: string): string {
  const root = findRepoRoot() ?? findRepoRoot(cwd) ?? cwd;
  return path.join(root, 'apps', 'web', 'dist');
}

/**
 * Reads and validates the configuration. Every bad variable is reported, not only the first,
 * so an operator fixes them in one go.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name];
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  };

  const integer = (name: string, fallback: number, min: number, max: number, what: string): number => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name} 必须是 ${min} 到 ${max} 之间的整数${what}（当前值："${raw}"）`);
      return fallback;
    }
    return Number(raw);
  };

  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      problems.push(`${name} 只能是 ${allowed.join('、')} 之一（当前值："${raw}"）`);
      return fallback;
    }
    return raw as T;
  };

  const url = (name: string, protocols: readonly string[], example: string): string | undefined => {
    const raw = value(name);
    if (raw === undefined) return undefined;
    let parsed: URL | undefined;
    try {
      parsed = new URL(raw);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !protocols.includes(parsed.protocol)) {
      problems.push(`${name} 必须是 ${example} 形式的地址（当前值："${raw}"）`);
      return undefined;
    }
    return raw;
  };

  const flag = (name: string, fallback: boolean): boolean => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    if (raw !== 'true' && raw !== 'false') {
      problems.push(`${name} 只能是 true 或 false（当前值："${raw}"）`);
      return fallback;
    }
    return raw === 'true';
  };

  const port = integer('PORT', 3000, 0, 65535, '（端口号）');
  const host = value('HOST') ?? '0.0.0.0';
  if (/\s/.test(host)) problems.push(`HOST 不能包含空白字符（当前值："${host}"）`);

  const dataDir = path.resolve(cwd, value('DATA_DIR') ?? 'data');
  if (existsSync(dataDir) && !isDirectory(dataDir)) {
    problems.push(`DATA_DIR 必须是一个文件夹，而 ${dataDir} 是文件`);
  }

  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:'], 'postgres://用户:密码@主机:5432/数据库');
  const databaseSchema = value('DATABASE_SCHEMA');
  if (databaseSchema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema)) {
    problems.push(`DATABASE_SCHEMA 只能包含小写字母、数字和下划线，且不能以数字开头（当前值："${databaseSchema}"）`);
  }
  const redisUrl = url('REDIS_URL', ['redis:', 'rediss:'], 'redis://主机:6379');
  const storage = oneOf<StorageKind>('STORAGE', ['local'], 'local');
  const smsProvider = oneOf<SmsProviderKind>('SMS_PROVIDER', ['console'], 'console');
  const officeViewerUrl = url('OFFICE_VIEWER_URL', ['http:', 'https:'], 'https://主机/路径');
  const nodeEnv = oneOf<NodeEnv>('NODE_ENV', ['development', 'production', 'test'], 'development');
  const webRootRaw = value('WEB_ROOT');
  const webRoot = webRootRaw === undefined ? defaultWebRoot(cwd) : path.resolve(cwd, webRootRaw);
  const demoData = flag('DEMO_DATA', true);
  const demoBulkPosts = integer('DEMO_BULK_POSTS', 0, 0, MAX_BULK_POSTS, '（额外生成的帖子数）');
  const logLevel = oneOf<LogLevel>('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info');

  const publicUrl = url('PUBLIC_URL', ['http:', 'https:'], 'https://主机')?.replace(/\/+$/, '');
  const trustProxy = flag('TRUST_PROXY', false);
  const smsDailyMaxPerMobile = integer('SMS_DAILY_MAX_PER_MOBILE', 10, 1, 1000, '（每个手机号每天的短信条数）');
  const smsDailyMaxPerIp = integer('SMS_DAILY_MAX_PER_IP', 100, 1, 100000, '（每个地址每天的短信条数）');
  const pruneIntervalSeconds = integer('PRUNE_INTERVAL_SECONDS', 3600, 1, 604800, '（清理过期数据的间隔秒数）');
  const uploadDailyQuotaMb = integer('UPLOAD_DAILY_QUOTA_MB', 2048, 1, 1048576, '（每位会员每天可上传的 MB 数）');
  const ffmpegPath = value('FFMPEG_PATH') ?? 'ffmpeg';
  if (/[\0\n]/.test(ffmpegPath)) problems.push('FFMPEG_PATH 必须是 ffmpeg 的命令名、文件路径或 none');
  const imSendPerMinute = integer('IM_SEND_PER_MINUTE', 60, 1, 1_000_000, '（每位会员每分钟可发送的私信条数）');
  const imSocketBufferKb = integer('IM_SOCKET_BUFFER_KB', 1024, 1, 1_048_576, '（聊天连接待发送数据的上限 KB）');
  const imHeartbeatSeconds = integer('IM_HEARTBEAT_SECONDS', 30, 1, 3600, '（聊天连接心跳间隔秒数）');
  const wxAppId = value('WXMP_APP_ID');
  const wxAppSecret = value('WXMP_APP_SECRET');
  const wxToken = value('WXMP_TOKEN');
  const wxApiBase = url('WXMP_API_BASE', ['http:', 'https:'], 'https://主机');
  let wxMp: WxMpConfig | undefined;
  if (wxAppId || wxAppSecret) {
    if (!wxAppId || !wxAppSecret || !wxToken) {
      problems.push('WXMP_APP_ID、WXMP_APP_SECRET 和 WXMP_TOKEN 必须同时设置');
    } else {
      wxMp = {
        appId: wxAppId,
        appSecret: wxAppSecret,
        token: wxToken,
        apiBase: (wxApiBase ?? DEFAULT_WXMP_API_BASE).replace(/\/+$/, ''),
      };
    }
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host,
    dataDir,
    databaseUrl,
    databaseSchema,
    redisUrl,
    storage,
    smsProvider,
    officeViewerUrl,
    nodeEnv,
    webRoot,
    demoData,
    demoBulkPosts,
    logLevel,
    publicUrl,
    trustProxy,
    smsDailyMaxPerMobile,
    smsDailyMaxPerIp,
    wxMp,
    pruneIntervalSeconds,
    uploadDailyQuotaMb,
    ffmpegPath,
    imSendPerMinute,
    imSocketBufferBytes: imSocketBufferKb * 1024,
    imHeartbeatSeconds,
  };
}

function isDirectory(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}
