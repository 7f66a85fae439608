import type { UserType } from '@yiying/models';
import type { IdentityDb } from './identity.db.js';
import type { DemoAccount, SeedContext, SeedReport } from '../../demo/seed.js';
import { newId } from '../../lib/ids.js';
import { cyclic } from '../../lib/random.js';
import { hashPassword } from '../../lib/secrets.js';
import { insertDemoCrowd } from './identity.crowd.js';
import { countUsers, findUsersByMobiles, insertUsers } from './user.repository.js';
import type { NewUserRow } from './user.table.js';

/** Demo members, one or more of each identity type. */
interface DemoUserSpec {
  account: string;
  username: string;
  mobile: string;
  type: UserType;
  signature: string;
  admin?: boolean;
}

/** Password of every demo account (printed at start). */
export const DEMO_PASSWORD = 'Yiying@2026';

export const DEMO_USERS: readonly DemoUserSpec[] = [
  {
    account: 'demo_user',
    username: '影友小周',
    mobile: '13800000001',
    type: 'user',
    signature: '喜欢用镜头记录城市的早晨',
  },
  {
    account: 'dr_li',
    username: '李医生',
    mobile: '13800000002',
    type: 'doctor',
    signature: '心内科医生，业余风光摄影',
  },
  {
    account: 'stu_wang',
    username: '王同学',
    mobile: '13800000003',
    type: 'student',
    signature: '临床医学专业大三学生',
  },
  {
    account: 'photo_chen',
    username: '陈摄影',
    mobile: '13800000004',
    type: 'user',
    signature: '纪实摄影师，关注基层医疗',
  },
  {
    account: 'dr_zhao',
    username: '赵大夫',
    mobile: '13800000005',
    type: 'doctor',
    signature: '急诊科主治医师',
  },
  {
    account: 'stu_liu',
    username: '刘小医',
    mobile: '13800000006',
    type: 'student',
    signature: '护理学专业，爱拍校园',
  },
  {
    account: 'admin',
    username: '医影管理员',
    mobile: '13800000009',
    type: 'user',
    signature: '负责审核医生和医学生认证',
    admin: true,
  },
];

const HOUR = 3_600_000;

function iso(time: number): string {
  return new Date(time).toISOString();
}

/** Mobile of the demo admin, who reviews the demo verifications. */
export const DEMO_ADMIN_MOBILE = DEMO_USERS.find((u) => u.admin)?.mobile;

/** True while the database has no member: the demo data is only loaded then. */
export async function hasNoMembers(db: IdentityDb): Promise<boolean> {
  return (await countUsers(db)) === 0;
}

/** Ids of the demo members who post (the admin account reviews; it does not post), in the order of `DEMO_USERS`. */
export async function demoAuthorIds(db: IdentityDb): Promise<string[]> {
  const rows = await findUsersByMobiles(
    db,
    DEMO_USERS.filter((u) => !u.admin).map((u) => u.mobile),
  );
  const byMobile = new Map(rows.map((r) => [r.mobile, r.user_id]));
  return DEMO_USERS.flatMap((u) => byMobile.get(u.mobile) ?? []);
}

/** The demo members present in the database (their mobiles, in order). */
export async function findDemoMembers(db: IdentityDb) {
  return findUsersByMobiles(
    db,
    DEMO_USERS.map((u) => u.mobile),
  );
}

/**
 * Demo members: one or more of each identity type, written on a fresh database. On every start the
 * demo password is set where none is, and the admin keeps its role, so a database created before these
 * existed gets them too.
 */
export async function seedIdentity({ db, now, fresh, images }: SeedContext): Promise<SeedReport> {
  if (fresh) {
    const { avatars } = await images();
    const users: NewUserRow[] = DEMO_USERS.map((spec, i) => ({
      user_id: newId(now - (DEMO_USERS.length - i) * 24 * HOUR),
      account: spec.account,
      username: spec.username,
      mobile: spec.mobile,
      avatar: cyclic(avatars, i).url,
      type: spec.type,
      signature: spec.signature,
      password_hash: null,
      role: spec.admin ? 'admin' : 'member',
      login_type: 'password',
      certificate_state: 'none',
      create_time: iso(now - 200 * 24 * HOUR),
      update_time: iso(now - 200 * 24 * HOUR),
    }));
    await insertUsers(db, users);
    await insertDemoCrowd(db, now, avatars, newId);
  }

  const rows = await findDemoMembers(db);
  const needPassword = rows.filter((r) => r.password_hash === null);
  // One hash for all demo members: they share a published password anyway, and start-up stays fast.
  if (needPassword.length > 0) {
    await db
      .updateTable('user')
      .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
      .where(
        'user_id',
        'in',
        needPassword.map((r) => r.user_id),
      )
      .execute();
  }
  const admin = rows.find((r) => DEMO_USERS.find((u) => u.mobile === r.mobile)?.admin);
  if (admin && admin.role !== 'admin') {
    await db.updateTable('user').set({ role: 'admin' }).where('user_id', '=', admin.user_id).execute();
  }

  const accounts: DemoAccount[] = (await findDemoMembers(db)).map((r) => ({
    account: r.account,
    username: r.username,
    mobile: r.mobile,
    type: r.type,
    role: r.role,
    password: DEMO_PASSWORD,
  }));
  return { accounts };
}
