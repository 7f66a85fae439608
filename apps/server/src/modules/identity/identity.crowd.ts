import type { IdentityDb } from './identity.db.js';
import { cyclic } from '../../lib/random.js';
import { insertUsers } from './user.repository.js';
import type { NewUserRow } from './user.table.js';

/**
 * Nicknames of the demo community: the members whose likes, collections, comments and follows stand behind the demo
 * counters. They have no password (nobody signs in as them); each has a mobile of the 139 0000 range.
 */
export const DEMO_CROWD_NAMES: readonly string[] = [
  '林间小鹿',
  '晨曦微光',
  '阿杰的相机',
  '苏小暖',
  '北方的狼',
  '胶片控老何',
  '护士长张姐',
  '一只小白兔',
  '追光者',
  '海边的风',
  '周末去拍照',
  '麻醉科小吴',
  '陈皮糖',
  '山野行者',
  '夜班咖啡',
  '星河入梦',
  '许医生',
  '拾光人',
  '慢门爱好者',
  '杭州老孙',
  '药剂师小叶',
  '影像科阿伟',
  '橘子汽水',
  '逆光的少年',
  '骨科韩大夫',
  '南山南',
  '蓝天白云下',
  '学医的小马',
  '镜头里的春天',
  '风吹麦浪',
  '口腔科刘医生',
  '柠檬不酸',
  '旅途中的我',
  '大白菜',
  '医学生阿May',
  '街拍小分队',
  '云淡风轻',
  '儿科王阿姨',
  '老街记忆',
  '小满',
  '黑白之间',
  '青柠檬',
  '康复师小郑',
  '长焦党',
  '雨后彩虹',
  '晚风',
  '临床小透明',
  '光影漫步',
];

const CROWD_MOBILE_PREFIX = '1390000';
const DAY = 24 * 3_600_000;

function crowdMobile(index: number): string {
  return `${CROWD_MOBILE_PREFIX}${String(index + 1).padStart(4, '0')}`;
}

/** Writes the demo community's members (a fresh database only). */
export async function insertDemoCrowd(
  db: IdentityDb,
  now: number,
  avatars: readonly { url: string }[],
  newId: (at: number) => string,
): Promise<void> {
  const rows: NewUserRow[] = DEMO_CROWD_NAMES.map((username, i) => {
    const joined = new Date(now - (300 - i * 5) * DAY).toISOString();
    return {
      user_id: newId(now - (300 - i * 5) * DAY),
      account: `crowd_${String(i + 1).padStart(2, '0')}`,
      username,
      mobile: crowdMobile(i),
      avatar: cyclic(avatars, i + 3).url,
      type: i % 5 === 0 ? 'doctor' : i % 7 === 0 ? 'student' : 'user',
      signature: null,
      password_hash: null,
      role: 'member',
      login_type: 'message',
      certificate_state: 'none',
      create_time: joined,
      update_time: joined,
    };
  });
  await insertUsers(db, rows);
}

/** Ids of the demo community's members present in the database, in the order of {@link DEMO_CROWD_NAMES}. */
export async function demoCrowdIds(db: IdentityDb): Promise<string[]> {
  const rows = await db
    .selectFrom('user')
    .select(['user_id', 'mobile'])
    .where('mobile', 'like', `${CROWD_MOBILE_PREFIX}%`)
    .orderBy('mobile')
    .execute();
  return rows.map((r) => r.user_id);
}
