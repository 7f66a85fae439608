import type { SeedContext } from '../../demo/seed.js';
import { isoAt } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { cyclic } from '../../lib/random.js';
import { demoAuthorIds } from '../identity/index.js';
import type { NewCircleRow, NewCircleSubscribeRow } from './circle.table.js';

const HOUR = 3_600_000;

/** The demo circles; the first three are those the demo posts are in. */
export const DEMO_CIRCLES: readonly {
  id: string;
  name: string;
  description: string;
  star: boolean;
  enabled: boolean;
}[] = [
  { id: 'circle-lens', name: '镜头下的医院', description: '用镜头记录医院里的日常与温度', star: true, enabled: true },
  { id: 'circle-ward', name: '病房故事', description: '医护与患者之间的温暖瞬间', star: true, enabled: true },
  {
    id: 'circle-campus',
    name: '医学生的校园',
    description: '解剖楼、图书馆与实习路上的影像',
    star: false,
    enabled: true,
  },
  { id: 'circle-street', name: '城市光影', description: '下班路上的城市夜景与街头人像', star: false, enabled: true },
  { id: 'circle-closed', name: '旧相机交流', description: '已停用的圈子', star: false, enabled: false },
];

/** Demo circles with members: each demo author joins some of them. */
export async function seedCircles({ db, now, fresh, images }: SeedContext): Promise<void> {
  if (!fresh) return;
  const covers = (await images()).covers;
  const authors = await demoAuthorIds(db);
  const circles: NewCircleRow[] = DEMO_CIRCLES.map((spec, i) => ({
    circle_id: spec.id,
    name: spec.name,
    cover: cyclic(covers, i * 5).url,
    description: spec.description,
    enabled: spec.enabled ? 1 : 0,
    star_flag: spec.star ? 'yes' : 'no',
    sort: i,
    create_by: authors.length > 0 ? cyclic(authors, i) : null,
    create_time: isoAt(now - (30 - i) * 24 * HOUR),
    update_time: isoAt(now - (30 - i) * 24 * HOUR),
  }));
  await db.insertInto('circle').values(circles).execute();
  const subscriptions: NewCircleSubscribeRow[] = [];
  authors.forEach((userId, a) => {
    DEMO_CIRCLES.forEach((spec, c) => {
      // Everyone in the first circle, fewer in each next one; the creator always.
      if ((a + c) % (c + 1) !== 0 && cyclic(authors, c) !== userId) return;
      subscriptions.push({
        subscribe_id: newId(now - a * HOUR - c),
        circle_id: spec.id,
        user_id: userId,
        subscribe_flag: 'yes',
        create_time: isoAt(now - (20 - a) * HOUR),
        update_time: isoAt(now - (20 - a) * HOUR),
      });
    });
  });
  if (subscriptions.length > 0) await db.insertInto('circle_subscribe').values(subscriptions).execute();
}
