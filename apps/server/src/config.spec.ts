import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ConfigError, DEFAULT_WXMP_API_BASE, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/yiying');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/yiying');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/yiying/data',
      storage: 'local',
      redisPrefix: 'yiying:',
      smsProvider: 'console',
      nodeEnv: 'development',
      demoData: true,
      demoBulkPosts: 0,
      contentAnswerCache: true,
      serverRender: true,
      logLevel: 'info',
      pruneIntervalSeconds: 3600,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    // The default web root is the web app's build folder in this repository, wherever the process starts.
    expect(config.webRoot).toBe(path.resolve(__dirname, '../../web/dist'));
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/yy',
        DATABASE_URL: 'postgres://yy:pw@db:5432/yiying',
        DATABASE_SCHEMA: 'site_a',
        REDIS_URL: 'redis://cache:6379',
        STORAGE: 'local',
        SMS_PROVIDER: 'console',
        OFFICE_VIEWER_URL: 'https://view.officeapps.live.com/op/view.aspx',
        NODE_ENV: 'production',
        WEB_ROOT: '/opt/web',
        DEMO_DATA: 'false',
        DEMO_BULK_POSTS: '100000',
        CONTENT_ANSWER_CACHE: 'false',
        SERVER_RENDER: 'false',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: 'https://yiying.example/',
        TRUST_PROXY: 'true',
        SMS_DAILY_MAX_PER_MOBILE: '5',
        SMS_DAILY_MAX_PER_IP: '500',
        WXMP_APP_ID: 'wx-app',
        WXMP_APP_SECRET: 'wx-secret',
        WXMP_TOKEN: 'wx-token',
        WXMP_API_BASE: 'http://127.0.0.1:9/',
        PRUNE_INTERVAL_SECONDS: '600',
        DATA_EXPORT_TTL_HOURS: '48',
        ACCOUNT_DELETION_GRACE_DAYS: '30',
        UPLOAD_DAILY_QUOTA_MB: '512',
        UPLOAD_DAILY_QUOTA_MPX: '900',
        BACKUP_TARGET: '/mnt/backup/yiying',
        BACKUP_INTERVAL_MINUTES: '30',
        BACKUP_KEEP: '96',
        METRICS_TOKEN: 'scrape-token-0123456789',
        FFMPEG_PATH: 'none',
        JOB_RUNNER: 'worker',
        JOB_CONCURRENCY: '3',
        JOB_LEASE_SECONDS: '15',
        FFMPEG_THREADS: '1',
        IM_SEND_PER_MINUTE: '30',
        IM_SOCKET_BUFFER_KB: '64',
        IM_HEARTBEAT_SECONDS: '10',
        ACTIVITY_ENTRY_LIMIT: '4',
        ACTIVITY_VOTE_DAILY_CAP: '8',
      },
      '/srv/yiying',
    );
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/yiying/var/yy',
      databaseUrl: 'postgres://yy:pw@db:5432/yiying',
      databaseSchema: 'site_a',
      redisUrl: 'redis://cache:6379',
      storage: 'local',
      redisPrefix: 'yiying:',
      smsProvider: 'console',
      officeViewerUrl: 'https://view.officeapps.live.com/op/view.aspx',
      nodeEnv: 'production',
      webRoot: '/opt/web',
      demoData: false,
      demoBulkPosts: 100000,
      contentAnswerCache: false,
      serverRender: false,
      logLevel: 'warn',
      publicUrl: 'https://yiying.example',
      trustProxy: true,
      smsDailyMaxPerMobile: 5,
      smsDailyMaxPerIp: 500,
      wxMp: { appId: 'wx-app', appSecret: 'wx-secret', token: 'wx-token', apiBase: 'http://127.0.0.1:9' },
      pruneIntervalSeconds: 600,
      dataExportTtlHours: 48,
      accountDeletionGraceDays: 30,
      uploadDailyQuotaMb: 512,
      uploadDailyQuotaMpx: 900,
      backupTarget: '/mnt/backup/yiying',
      backupIntervalMinutes: 30,
      backupKeep: 96,
      metricsToken: 'scrape-token-0123456789',
      metricsEnabled: true,
      imageModeration: 'none',
      ffmpegPath: 'none',
      jobRunner: 'worker',
      processRole: 'web',
      jobConcurrency: 3,
      jobLeaseSeconds: 15,
      ffmpegThreads: 1,
      videoHlsMinSeconds: 60,
      videoHlsMinBytes: 20 * 1024 * 1024,
      imSendPerMinute: 30,
      imSocketBufferBytes: 65536,
      imHeartbeatSeconds: 10,
      activityEntryLimit: 4,
      activityVoteDailyCap: 8,
      limits: expect.objectContaining({ loginPerIp: { max: 50, windowSeconds: 300 } }),
    });
    expect(problemsOf({ ACTIVITY_ENTRY_LIMIT: '0' })).toEqual([
      'ACTIVITY_ENTRY_LIMIT 必须是 1 到 100 之间的整数（每位会员在每个活动可提交的作品数）（当前值："0"）',
    ]);
  });

  it('uses the official account only when it is fully configured', () => {
    expect(loadConfig({}, '/x').wxMp).toBeUndefined();
    expect(loadConfig({ WXMP_APP_ID: 'a', WXMP_APP_SECRET: 'b', WXMP_TOKEN: 'c' }, '/x').wxMp?.apiBase).toBe(
      DEFAULT_WXMP_API_BASE,
    );
    expect(problemsOf({ WXMP_APP_ID: 'a' })).toEqual(['WXMP_APP_ID、WXMP_APP_SECRET 和 WXMP_TOKEN 必须同时设置']);
    expect(problemsOf({ SMS_DAILY_MAX_PER_MOBILE: '0' })).toEqual([
      'SMS_DAILY_MAX_PER_MOBILE 必须是 1 到 1000 之间的整数（每个手机号每天的短信条数）（当前值："0"）',
    ]);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' }, '/x')).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each([
    ['PORT', 'abc', 'PORT 必须是 0 到 65535 之间的整数（端口号）（当前值："abc"）'],
    ['PORT', '70000', 'PORT 必须是 0 到 65535 之间的整数（端口号）（当前值："70000"）'],
    ['HOST', 'local host', 'HOST 不能包含空白字符（当前值："local host"）'],
    [
      'DATABASE_URL',
      'mysql://x',
      'DATABASE_URL 必须是 postgres://用户:密码@主机:5432/数据库 形式的地址（当前值："mysql://x"）',
    ],
    ['DATABASE_SCHEMA', 'Drop;', 'DATABASE_SCHEMA 只能包含小写字母、数字和下划线，且不能以数字开头（当前值："Drop;"）'],
    ['REDIS_URL', 'localhost:6379', 'REDIS_URL 必须是 redis://主机:6379 形式的地址（当前值："localhost:6379"）'],
    ['STORAGE', 'ftp', 'STORAGE 只能是 local、s3 之一（当前值："ftp"）'],
    ['SMS_PROVIDER', 'pigeon', 'SMS_PROVIDER 只能是 console、aliyun 之一（当前值："pigeon"）'],
    [
      'OFFICE_VIEWER_URL',
      'view.example',
      'OFFICE_VIEWER_URL 必须是 https://主机/路径 形式的地址（当前值："view.example"）',
    ],
    ['NODE_ENV', 'prod', 'NODE_ENV 只能是 development、production、test 之一（当前值："prod"）'],
    ['DEMO_DATA', 'yes', 'DEMO_DATA 只能是 true 或 false（当前值："yes"）'],
    ['DEMO_BULK_POSTS', '-5', 'DEMO_BULK_POSTS 必须是 0 到 2000000 之间的整数（额外生成的帖子数）（当前值："-5"）'],
    [
      'UPLOAD_DAILY_QUOTA_MB',
      '0',
      'UPLOAD_DAILY_QUOTA_MB 必须是 1 到 1048576 之间的整数（每位会员每天可上传的 MB 数）（当前值："0"）',
    ],
    [
      'UPLOAD_DAILY_QUOTA_MPX',
      '0',
      'UPLOAD_DAILY_QUOTA_MPX 必须是 1 到 10000000 之间的整数（每位会员每天可上传图片的百万像素数）（当前值："0"）',
    ],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL 只能是 fatal、error、warn、info、debug、trace、silent 之一（当前值："loud"）'],
  ])('explains a bad %s', (name, value, message) => {
    expect(problemsOf({ [name]: value })).toEqual([message]);
  });

  it('reports every bad variable at once', () => {
    const problems = problemsOf({
      PORT: 'x',
      DEMO_DATA: 'maybe',
      NODE_ENV: 'staging',
    });
    expect(problems.map((p) => p.split(' ')[0])).toEqual(['PORT', 'NODE_ENV', 'DEMO_DATA']);
  });

  it('makes the server exit with code 1 and the message', () => {
    const main = path.join(__dirname, 'main.ts');
    const result = spawnSync(process.execPath, ['--conditions=@yiying/source', '--import', 'tsx', main], {
      env: { ...process.env, PORT: 'eighty', DEMO_DATA: 'perhaps' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('配置错误');
    expect(result.stderr).toContain('PORT 必须是 0 到 65535 之间的整数');
    expect(result.stderr).toContain('DEMO_DATA 只能是 true 或 false（当前值："perhaps"）');
  });

  it('reads an S3-compatible store and says what is missing or wrong', () => {
    const config = loadConfig(
      {
        STORAGE: 's3',
        S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com',
        S3_REGION: 'oss-cn-hangzhou',
        S3_BUCKET: 'yiying-files',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        STORAGE_PUBLIC_URL: 'https://cdn.example.com/',
        REDIS_PREFIX: 'site-a:',
      },
      '/x',
    );
    expect(config.storage).toBe('s3');
    expect(config.redisPrefix).toBe('site-a:');
    expect(config.s3).toEqual({
      endpoint: 'https://oss-cn-hangzhou.aliyuncs.com',
      region: 'oss-cn-hangzhou',
      bucket: 'yiying-files',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      publicUrl: 'https://cdn.example.com',
    });
    expect(loadConfig({}, '/x').s3).toBeUndefined();
    expect(problemsOf({ STORAGE: 's3' })).toEqual([
      'STORAGE=s3 时必须设置 S3_BUCKET、S3_ACCESS_KEY_ID、S3_SECRET_ACCESS_KEY',
    ]);
    expect(
      problemsOf({ STORAGE: 's3', S3_BUCKET: 'Bad_Bucket', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }),
    ).toEqual(['S3_BUCKET 必须是 3 到 63 个小写字母、数字、点或减号（当前值："Bad_Bucket"）']);
    expect(problemsOf({ STORAGE_PUBLIC_URL: 'presigned' })).toEqual(['STORAGE_PUBLIC_URL 只在 STORAGE=s3 时使用']);
    expect(problemsOf({ S3_ENDPOINT: 'oss.example' })).toEqual([
      'S3_ENDPOINT 必须是 https://oss-cn-hangzhou.aliyuncs.com 形式的地址（当前值："oss.example"）',
    ]);
    expect(problemsOf({ REDIS_PREFIX: 'a b' })).toHaveLength(1);
  });
});
