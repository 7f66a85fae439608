// Over 400 lines: every environment variable is read and checked here, each bad value with its own clear error.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { S3Settings } from './lib/storage/s3-storage.js';

export type NodeEnv = 'development' | 'production' | 'test';
export type StorageKind = 'local' | 's3';
export type SmsProviderKind = 'console' | 'aliyun';
/** Who checks uploaded pictures: nobody (`none`, admins review reports and held posts) or Aliyun Content Moderation. */
export type ImageModerationKind = 'none' | 'aliyun';
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
  /** The S3-compatible store (`STORAGE=s3`). */
  s3?: S3Settings;
  /** Prefix of every Redis key and channel of this site (`REDIS_PREFIX`), so several sites can share one Redis. */
  redisPrefix: string;
  smsProvider: SmsProviderKind;
  officeViewerUrl?: string;
  nodeEnv: NodeEnv;
  /** Folder of the built web app (index.html + assets). */
  webRoot: string;
  /**
   * Whether a visitor's pages come with their first screen rendered (`SERVER_RENDER`, default true), by the web
   * build's server module beside `webRoot` (`dist-server/entry-server.mjs`); without it the browser builds the page.
   */
  serverRender: boolean;
  demoData: boolean;
  /** Extra generated posts for benchmarks. */
  demoBulkPosts: number;
  /**
   * Whether anonymous content and hot list answers are kept as shared bytes (`CONTENT_ANSWER_CACHE`, default true);
   * false answers each request from the database (the benchmark's cache-off row).
   */
  contentAnswerCache: boolean;
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
  /** Hours a prepared data export (导出我的数据) stays downloadable. */
  dataExportTtlHours: number;
  /** Days between a deletion request (注销账号) and the deletion; logging in meanwhile cancels it. */
  accountDeletionGraceDays: number;
  /** Megabytes one member may upload per day (China time). */
  uploadDailyQuotaMb: number;
  /** Megapixels of pictures one member may have decoded per day. */
  uploadDailyQuotaMpx: number;
  /** Where backups go: a folder, or `s3` for the S3-compatible store (under `backups/`). */
  backupTarget: string;
  /** Minutes between scheduled backups; 0 turns the schedule off. */
  backupIntervalMinutes: number;
  /** Backups kept; older ones (and files only they hold) are removed. */
  backupKeep: number;
  /** Lets a scraper off this machine read `GET /metrics` with `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** `METRICS`: `on` (default) records and serves the Prometheus metrics; `off` records nothing and `/metrics` is 404. */
  metricsEnabled: boolean;
  /**
   * ffmpeg command or file reading uploaded videos (ffprobe beside it); `none` stores videos without frames; absent,
   * the machine's own ffmpeg, else the one shipped in node_modules.
   */
  ffmpegPath: string | undefined;
  /**
   * `JOB_RUNNER`: who runs background jobs (transcoding): `web` (default), this server process itself; `worker`, only
   * the processes started by `npm run worker`.
   */
  jobRunner: 'web' | 'worker';
  /** What this process is: a web server (`main`) or a process that only runs jobs (`worker`, `npm run worker`). */
  processRole: 'web' | 'worker';
  /** `JOB_CONCURRENCY`: jobs one process runs at once (1). */
  jobConcurrency: number;
  /**
   * `JOB_LEASE_SECONDS`: how long a job stays claimed by a process that stopped renewing its claim (a worker killed
   * mid-job) before another process runs it again (60).
   */
  jobLeaseSeconds: number;
  /** `FFMPEG_THREADS`: threads of one ffmpeg run (0 lets ffmpeg choose). */
  ffmpegThreads: number;
  /** `VIDEO_HLS_MIN_SECONDS` / `VIDEO_HLS_MIN_MB`: videos longer or larger also get the HLS ladder (60 s, 20 MB). */
  videoHlsMinSeconds: number;
  videoHlsMinBytes: number;
  /** Private messages one member may send per minute (beyond it 429). */
  imSendPerMinute: number;
  /** Bytes a chat socket may have waiting to be sent before the server closes it as a slow consumer. */
  imSocketBufferBytes: number;
  /** Seconds between two heartbeat pings of a chat socket; a socket that missed the last one is closed. */
  imHeartbeatSeconds: number;
  /** Entries one member may submit to one activity (`ACTIVITY_ENTRY_LIMIT`). */
  activityEntryLimit?: number;
  /** Votes one member may cast per China-time day in one activity (`ACTIVITY_VOTE_DAILY_CAP`). */
  activityVoteDailyCap?: number;
  /** Aliyun SMS settings, present when `SMS_PROVIDER=aliyun`. */
  aliyunSms?: AliyunSmsConfig;
  /** Who checks uploaded pictures (`IMAGE_MODERATION`, default none). */
  imageModeration: ImageModerationKind;
  /** Aliyun Content Moderation settings, present when `IMAGE_MODERATION=aliyun`. */
  aliyunModeration?: AliyunModerationConfig;
  /** Request limits, timeouts and shutdown (SECURITY.md lists each). */
  limits: LimitsConfig;
}

/** Aliyun SMS (`SMS_ALIYUN_*`): the signed `SendSms` call of dysmsapi. */
export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** Template of the security notice sent to the old number when the mobile changes (parameter `mobile`). */
  noticeTemplateCode?: string;
  endpoint: string;
  regionId: string;
}

/**
 * Aliyun Content Moderation 2.0 (`ALIYUN_*`): the signed `ImageModeration` call of green-cip. The service fetches the
 * picture itself, so it is sent as an address under `publicUrl` (`PUBLIC_URL`, which must reach the site).
 */
export interface AliyunModerationConfig {
  accessKeyId: string;
  accessKeySecret: string;
  endpoint: string;
  regionId: string;
  /** The check asked for (`ALIYUN_MODERATION_SERVICE`, default `baselineCheck`). */
  service: string;
  /** Origin the pictures are fetched from. */
  publicUrl: string;
  /** Milliseconds an upload waits for the verdict before it is held for review instead. */
  timeoutMs: number;
}

/** Where Aliyun's Content Moderation 2.0 API lives unless `ALIYUN_MODERATION_ENDPOINT` says otherwise (Shanghai). */
export const DEFAULT_ALIYUN_MODERATION_ENDPOINT = 'https://green-cip.cn-shanghai.aliyuncs.com';

/** At most `max` events per sliding window of `windowSeconds`. */
export interface RateRule {
  max: number;
  windowSeconds: number;
}

/** Request limits (`RATE_LIMIT_*` as `count/seconds`), timeouts and the shutdown grace. */
export interface LimitsConfig {
  /** Every request of one client address (IPv6 by /64). */
  globalPerIp: RateRule;
  /** Password logins from one client address. */
  loginPerIp: RateRule;
  /** Wrong passwords for one account from one client address. */
  loginAccountPerIp: RateRule;
  /** Wrong passwords for one account from addresses that never logged in to it. */
  loginAccount: RateRule;
  /** Password changes with the old password, per member. */
  passwordChange: RateRule;
  /** QR-login codes created by one client address. */
  qrcode: RateRule;
  /** Uploads, per member. */
  upload: RateRule;
  /** Comments and replies, per member. */
  comment: RateRule;
  /** Likes given and taken back, per member. */
  like: RateRule;
  /** Collections made and taken back, per member. */
  collect: RateRule;
  /** Seconds a request may take to send its headers. */
  headersTimeoutSeconds: number;
  /** Seconds a non-upload request may take to send its body. */
  bodyTimeoutSeconds: number;
  /** Seconds an upload may take to send its body. */
  uploadTimeoutSeconds: number;
  /** Seconds a connection may stay silent. */
  idleTimeoutSeconds: number;
  /** Open connections from one client address (0: no cap). */
  maxConnectionsPerIp: number;
  /** Largest JSON body, bytes. */
  bodyLimitBytes: number;
  /** Deepest nesting of a JSON body. */
  jsonMaxDepth: number;
  /** Seconds during which a refresh token already exchanged is accepted again (two tabs refreshing at once). */
  refreshGraceSeconds: number;
  /** Seconds a stopping server lets running requests and uploads finish. */
  shutdownGraceSeconds: number;
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

/** Where Aliyun's SMS API lives unless `SMS_ALIYUN_ENDPOINT` says otherwise. */
export const DEFAULT_ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com';

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
  const storage = oneOf<StorageKind>('STORAGE', ['local', 's3'], 'local');
  const redisPrefix = value('REDIS_PREFIX') ?? 'yiying:';
  if (!/^[\w:.-]{1,64}$/.test(redisPrefix)) {
    problems.push(
      `REDIS_PREFIX 只能包含字母、数字、下划线、冒号、点和减号，最多 64 个字符（当前值："${redisPrefix}"）`,
    );
  }
  const s3Endpoint = url('S3_ENDPOINT', ['http:', 'https:'], 'https://oss-cn-hangzhou.aliyuncs.com');
  const storagePublicRaw = value('STORAGE_PUBLIC_URL');
  const storagePublicUrl =
    storagePublicRaw === 'presigned'
      ? 'presigned'
      : url('STORAGE_PUBLIC_URL', ['http:', 'https:'], 'https://cdn.example.com（或 presigned）')?.replace(/\/+$/, '');
  let s3: S3Settings | undefined;
  if (storage === 's3') {
    const region = value('S3_REGION') ?? 'us-east-1';
    const bucket = value('S3_BUCKET');
    const accessKeyId = value('S3_ACCESS_KEY_ID');
    const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
    const missing = [
      ['S3_BUCKET', bucket],
      ['S3_ACCESS_KEY_ID', accessKeyId],
      ['S3_SECRET_ACCESS_KEY', secretAccessKey],
    ]
      .filter(([, v]) => v === undefined)
      .map(([name]) => name);
    if (missing.length > 0) problems.push(`STORAGE=s3 时必须设置 ${missing.join('、')}`);
    if (bucket !== undefined && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
      problems.push(`S3_BUCKET 必须是 3 到 63 个小写字母、数字、点或减号（当前值："${bucket}"）`);
    }
    if (!/^[a-z0-9-]{1,40}$/.test(region))
      problems.push(`S3_REGION 必须是区域名，例如 oss-cn-hangzhou（当前值："${region}"）`);
    const forcePathStyle = flag('S3_FORCE_PATH_STYLE', false);
    if (bucket && accessKeyId && secretAccessKey) {
      s3 = {
        endpoint: s3Endpoint,
        region,
        bucket,
        accessKeyId,
        secretAccessKey,
        forcePathStyle,
        publicUrl: storagePublicUrl,
      };
    }
  } else if (storagePublicUrl !== undefined) {
    problems.push('STORAGE_PUBLIC_URL 只在 STORAGE=s3 时使用');
  }
  const officeViewerUrl = url('OFFICE_VIEWER_URL', ['http:', 'https:'], 'https://主机/路径');
  const nodeEnv = oneOf<NodeEnv>('NODE_ENV', ['development', 'production', 'test'], 'development');
  const smsProvider = oneOf<SmsProviderKind>('SMS_PROVIDER', ['console', 'aliyun'], 'console');
  // The console provider only logs; in production it must be chosen on purpose.
  if (nodeEnv === 'production' && value('SMS_PROVIDER') === undefined) {
    problems.push('生产环境必须设置 SMS_PROVIDER（aliyun；仅在确实不发送短信时设为 console）');
  }
  let aliyunSms: AliyunSmsConfig | undefined;
  if (smsProvider === 'aliyun') {
    const required = [
      'SMS_ALIYUN_ACCESS_KEY_ID',
      'SMS_ALIYUN_ACCESS_KEY_SECRET',
      'SMS_ALIYUN_SIGN_NAME',
      'SMS_ALIYUN_TEMPLATE_CODE',
    ];
    const missing = required.filter((name) => value(name) === undefined);
    const endpoint = url('SMS_ALIYUN_ENDPOINT', ['http:', 'https:'], 'https://dysmsapi.aliyuncs.com');
    if (missing.length > 0) problems.push(`SMS_PROVIDER=aliyun 时必须设置 ${missing.join('、')}`);
    else
      aliyunSms = {
        accessKeyId: value('SMS_ALIYUN_ACCESS_KEY_ID') as string,
        accessKeySecret: value('SMS_ALIYUN_ACCESS_KEY_SECRET') as string,
        signName: value('SMS_ALIYUN_SIGN_NAME') as string,
        templateCode: value('SMS_ALIYUN_TEMPLATE_CODE') as string,
        ...(value('SMS_ALIYUN_NOTICE_TEMPLATE_CODE')
          ? { noticeTemplateCode: value('SMS_ALIYUN_NOTICE_TEMPLATE_CODE') }
          : {}),
        endpoint: (endpoint ?? DEFAULT_ALIYUN_SMS_ENDPOINT).replace(/\/+$/, ''),
        regionId: value('SMS_ALIYUN_REGION_ID') ?? 'cn-hangzhou',
      };
  }
  const imageModeration = oneOf<ImageModerationKind>('IMAGE_MODERATION', ['none', 'aliyun'], 'none');
  const publicUrlForModeration = url('PUBLIC_URL', ['http:', 'https:'], 'https://主机')?.replace(/\/+$/, '');
  let aliyunModeration: AliyunModerationConfig | undefined;
  if (imageModeration === 'aliyun') {
    const missing = ['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET', 'PUBLIC_URL'].filter(
      (name) => value(name) === undefined,
    );
    const endpoint = url('ALIYUN_MODERATION_ENDPOINT', ['http:', 'https:'], DEFAULT_ALIYUN_MODERATION_ENDPOINT);
    const timeoutMs = integer('ALIYUN_MODERATION_TIMEOUT_MS', 5000, 200, 60000, '（图片审核等待的毫秒数）');
    if (missing.length > 0) problems.push(`IMAGE_MODERATION=aliyun 时必须设置 ${missing.join('、')}`);
    else if (publicUrlForModeration) {
      const base = (endpoint ?? DEFAULT_ALIYUN_MODERATION_ENDPOINT).replace(/\/+$/, '');
      aliyunModeration = {
        accessKeyId: value('ALIYUN_ACCESS_KEY_ID') as string,
        accessKeySecret: value('ALIYUN_ACCESS_KEY_SECRET') as string,
        endpoint: base,
        regionId:
          value('ALIYUN_MODERATION_REGION_ID') ?? /green-cip(?:-vpc)?\.([a-z0-9-]+)\./.exec(base)?.[1] ?? 'cn-shanghai',
        service: value('ALIYUN_MODERATION_SERVICE') ?? 'baselineCheck',
        publicUrl: publicUrlForModeration,
        timeoutMs,
      };
    }
  }
  const webRootRaw = value('WEB_ROOT');
  const webRoot = webRootRaw === undefined ? defaultWebRoot(cwd) : path.resolve(cwd, webRootRaw);
  // Demo accounts share a published password: production loads them only when asked to.
  const demoData = flag('DEMO_DATA', nodeEnv !== 'production');
  const demoBulkPosts = integer('DEMO_BULK_POSTS', 0, 0, MAX_BULK_POSTS, '（额外生成的帖子数）');
  const logLevel = oneOf<LogLevel>('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info');

  const publicUrl = url('PUBLIC_URL', ['http:', 'https:'], 'https://主机')?.replace(/\/+$/, '');
  const trustProxy = flag('TRUST_PROXY', false);
  const contentAnswerCache = flag('CONTENT_ANSWER_CACHE', true);
  const serverRender = flag('SERVER_RENDER', true);
  const smsDailyMaxPerMobile = integer('SMS_DAILY_MAX_PER_MOBILE', 10, 1, 1000, '（每个手机号每天的短信条数）');
  const smsDailyMaxPerIp = integer('SMS_DAILY_MAX_PER_IP', 100, 1, 100000, '（每个地址每天的短信条数）');
  const pruneIntervalSeconds = integer('PRUNE_INTERVAL_SECONDS', 3600, 1, 604800, '（清理过期数据的间隔秒数）');
  const dataExportTtlHours = integer('DATA_EXPORT_TTL_HOURS', 24, 1, 720, '（数据导出文件的保留小时数）');
  const accountDeletionGraceDays = integer('ACCOUNT_DELETION_GRACE_DAYS', 15, 1, 365, '（注销账号的冷静期天数）');
  const uploadDailyQuotaMb = integer('UPLOAD_DAILY_QUOTA_MB', 2048, 1, 1048576, '（每位会员每天可上传的 MB 数）');
  const uploadDailyQuotaMpx = integer(
    'UPLOAD_DAILY_QUOTA_MPX',
    4000,
    1,
    10_000_000,
    '（每位会员每天可上传图片的百万像素数）',
  );
  const backupTargetRaw = value('BACKUP_TARGET');
  const backupTarget =
    backupTargetRaw === 's3' ? 's3' : path.resolve(cwd, backupTargetRaw ?? path.join(dataDir, 'backups'));
  if (backupTarget === 's3' && !s3) problems.push('BACKUP_TARGET=s3 需要同时配置 S3_BUCKET 等 S3_* 变量');
  const backupIntervalMinutes = integer('BACKUP_INTERVAL_MINUTES', 60, 0, 10080, '（定时备份的间隔分钟数，0 为关闭）');
  const backupKeep = integer('BACKUP_KEEP', 48, 1, 10000, '（保留的备份份数）');
  const metricsEnabled = oneOf<'on' | 'off'>('METRICS', ['on', 'off'], 'on') === 'on';
  const metricsToken = value('METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 16) problems.push('METRICS_TOKEN 至少需要 16 个字符');
  const ffmpegPath = value('FFMPEG_PATH');
  if (ffmpegPath !== undefined && /[\0\n]/.test(ffmpegPath))
    problems.push('FFMPEG_PATH 必须是 ffmpeg 的命令名、文件路径或 none');
  const jobRunner = oneOf<'web' | 'worker'>('JOB_RUNNER', ['web', 'worker'], 'web');
  const jobConcurrency = integer('JOB_CONCURRENCY', 1, 1, 64, '（每个进程同时运行的后台任务数）');
  const jobLeaseSeconds = integer('JOB_LEASE_SECONDS', 60, 3, 86400, '（任务进程失联多久后由其他进程重新运行）');
  const ffmpegThreads = integer('FFMPEG_THREADS', 2, 0, 64, '（每次转码使用的线程数，0 为自动）');
  const videoHlsMinSeconds = integer('VIDEO_HLS_MIN_SECONDS', 60, 0, 86400, '（超过此秒数的视频生成自适应码流）');
  const videoHlsMinMb = integer('VIDEO_HLS_MIN_MB', 20, 0, 500, '（超过此大小的视频生成自适应码流）');
  const imSendPerMinute = integer('IM_SEND_PER_MINUTE', 60, 1, 1_000_000, '（每位会员每分钟可发送的私信条数）');
  const imSocketBufferKb = integer('IM_SOCKET_BUFFER_KB', 1024, 1, 1_048_576, '（聊天连接待发送数据的上限 KB）');
  const imHeartbeatSeconds = integer('IM_HEARTBEAT_SECONDS', 30, 1, 3600, '（聊天连接心跳间隔秒数）');
  const activityEntryLimit = integer('ACTIVITY_ENTRY_LIMIT', 3, 1, 100, '（每位会员在每个活动可提交的作品数）');
  const activityVoteDailyCap = integer('ACTIVITY_VOTE_DAILY_CAP', 5, 1, 1000, '（每位会员每天在每个活动可投的票数）');
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

  const rule = (name: string, fallback: RateRule, what: string): RateRule => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const match = /^(\d{1,9})\/(\d{1,7})$/.exec(raw);
    if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
      problems.push(`${name} 必须写成“次数/秒数”，如 25/300${what}（当前值："${raw}"）`);
      return fallback;
    }
    return { max: Number(match[1]), windowSeconds: Number(match[2]) };
  };
  const limits: LimitsConfig = {
    globalPerIp: rule('RATE_LIMIT_GLOBAL_IP', { max: 3000, windowSeconds: 60 }, '（每个地址的全部请求）'),
    loginPerIp: rule('RATE_LIMIT_LOGIN_IP', { max: 50, windowSeconds: 300 }, '（每个地址的密码登录）'),
    loginAccountPerIp: rule(
      'RATE_LIMIT_LOGIN_ACCOUNT_IP',
      { max: 10, windowSeconds: 900 },
      '（每个账号在一个地址的密码错误）',
    ),
    loginAccount: rule('RATE_LIMIT_LOGIN_ACCOUNT', { max: 50, windowSeconds: 3600 }, '（每个账号在新地址的密码错误）'),
    passwordChange: rule('RATE_LIMIT_PASSWORD_CHANGE', { max: 10, windowSeconds: 3600 }, '（每位会员修改密码）'),
    qrcode: rule('RATE_LIMIT_QRCODE_IP', { max: 30, windowSeconds: 60 }, '（每个地址生成登录二维码）'),
    upload: rule('RATE_LIMIT_UPLOAD', { max: 60, windowSeconds: 60 }, '（每位会员上传文件）'),
    comment: rule('RATE_LIMIT_COMMENT', { max: 20, windowSeconds: 60 }, '（每位会员发表评论和回复）'),
    like: rule('RATE_LIMIT_LIKE', { max: 60, windowSeconds: 60 }, '（每位会员点赞和取消点赞）'),
    collect: rule('RATE_LIMIT_COLLECT', { max: 60, windowSeconds: 60 }, '（每位会员收藏和取消收藏）'),
    headersTimeoutSeconds: integer('HEADERS_TIMEOUT_SECONDS', 15, 1, 3600, '（请求头的最长发送秒数）'),
    bodyTimeoutSeconds: integer('BODY_TIMEOUT_SECONDS', 30, 1, 3600, '（请求体的最长发送秒数）'),
    uploadTimeoutSeconds: integer('UPLOAD_TIMEOUT_SECONDS', 3600, 1, 86400, '（上传文件的最长发送秒数）'),
    idleTimeoutSeconds: integer('IDLE_TIMEOUT_SECONDS', 60, 1, 3600, '（连接无数据的最长秒数）'),
    maxConnectionsPerIp: integer('MAX_CONNECTIONS_PER_IP', 256, 0, 1_000_000, '（每个地址的连接数，0 为不限）'),
    bodyLimitBytes: integer('BODY_LIMIT_KB', 1024, 1, 1_048_576, '（JSON 请求体的上限 KB）') * 1024,
    jsonMaxDepth: integer('JSON_MAX_DEPTH', 32, 2, 1000, '（JSON 请求体的最大嵌套层数）'),
    refreshGraceSeconds: integer('REFRESH_GRACE_SECONDS', 10, 0, 300, '（刷新令牌被并发使用时的宽限秒数）'),
    shutdownGraceSeconds: integer('SHUTDOWN_GRACE_SECONDS', 30, 0, 3600, '（停止时等待进行中请求的秒数）'),
  };

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host,
    dataDir,
    databaseUrl,
    databaseSchema,
    redisUrl,
    storage,
    s3,
    redisPrefix,
    smsProvider,
    officeViewerUrl,
    nodeEnv,
    webRoot,
    serverRender,
    demoData,
    demoBulkPosts,
    contentAnswerCache,
    logLevel,
    publicUrl,
    trustProxy,
    smsDailyMaxPerMobile,
    smsDailyMaxPerIp,
    wxMp,
    pruneIntervalSeconds,
    dataExportTtlHours,
    accountDeletionGraceDays,
    uploadDailyQuotaMb,
    uploadDailyQuotaMpx,
    backupTarget,
    backupIntervalMinutes,
    backupKeep,
    metricsToken,
    metricsEnabled,
    ffmpegPath,
    jobRunner,
    processRole: 'web',
    jobConcurrency,
    jobLeaseSeconds,
    ffmpegThreads,
    videoHlsMinSeconds,
    videoHlsMinBytes: videoHlsMinMb * 1024 * 1024,
    imSendPerMinute,
    imSocketBufferBytes: imSocketBufferKb * 1024,
    imHeartbeatSeconds,
    activityEntryLimit,
    activityVoteDailyCap,
    ...(aliyunSms ? { aliyunSms } : {}),
    imageModeration,
    ...(aliyunModeration ? { aliyunModeration } : {}),
    limits,
  };
}

function isDirectory(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}
