import { chmodSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { SQLITE_FILE_NAME } from '../db/database.js';
import { verifyPassword } from './secrets.js';

/** Passwords published with the demo data; no admin of a real site may keep one. */
export const KNOWN_DEMO_PASSWORDS: readonly string[] = ['Yiying@2026'];

/** Thrown at start when the site would run with a published admin password. */
export class UnsafeStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeStartError';
  }
}

/** Refuses to start when any admin's password is a published demo password. */
export async function assertNoDemoPasswordOnAdmins(db: Kysely<Database>): Promise<void> {
  const admins = await db
    .selectFrom('user')
    .select(['mobile', 'password_hash'])
    .where('role', '=', 'admin')
    .where('password_hash', 'is not', null)
    .execute();
  for (const admin of admins) {
    for (const password of KNOWN_DEMO_PASSWORDS) {
      if (await verifyPassword(password, admin.password_hash)) {
        throw new UnsafeStartError(
          `管理员 ${admin.mobile.slice(0, 3)}****${admin.mobile.slice(-4)} 使用的是公开的演示密码；请先修改该密码或删除演示数据（演示站点请显式设置 DEMO_DATA=true）`,
        );
      }
    }
  }
}

/** The database files in the data folder, readable and writable by the server's user only. */
export function restrictDataFiles(dataDir: string): void {
  for (const suffix of ['', '-wal', '-shm']) {
    const file = path.join(dataDir, SQLITE_FILE_NAME + suffix);
    if (existsSync(file)) chmodSync(file, 0o600);
  }
}
