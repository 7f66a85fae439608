import * as path from 'node:path';

/** Repository root (this file lives in apps/web-e2e/src/support). */
export const WORKSPACE_ROOT = path.resolve(__dirname, '../../../..');

export const E2E_PORT = Number(process.env['E2E_PORT'] || 4310);
export const E2E_BASE_URL = process.env['BASE_URL'] || `http://127.0.0.1:${E2E_PORT}`;

/** Names of the variables global setup leaves for global teardown (same process). */
export const STATE_ENV = { pid: 'YIYING_E2E_SERVER_PID', dataDir: 'YIYING_E2E_DATA_DIR' } as const;
