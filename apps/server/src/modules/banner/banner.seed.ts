import type { BannerType } from '@yiying/models';
import type { SeedContext } from '../../demo/seed.js';
import { newId } from '../../lib/ids.js';
import { cyclic } from '../../lib/random.js';
import { insertBanners } from './banner.repository.js';
import type { NewBannerRow } from './banner.table.js';

const HOUR = 3_600_000;

interface DemoBannerSpec {
  title: string;
  type: BannerType;
  summary: string;
  link: string;
  coverName: string;
  coverAuthor: string;
  state: 'publish' | 'down';
}

const DEMO_BANNERS: readonly DemoBannerSpec[] = [
  {
    title: '医影 · 用镜头记录医者仁心',
    type: 'home-major',
    summary: '摄影人与医务工作者的交流社区',
    link: '/hot',
    coverName: '晨光',
    coverAuthor: '陈摄影',
    state: 'publish',
  },
  {
    title: '第三届"医者仁心"摄影大赛火热征稿中',
    type: 'home-major',
    summary: '作品征集截止前均可投稿',
    link: '/activity',
    coverName: '远山',
    coverAuthor: '李医生',
    state: 'publish',
  },
  {
    title: '白衣天使的日常',
    type: 'home-major',
    summary: '看见每一个平凡而温暖的瞬间',
    link: '/home/pound',
    coverName: '夜色',
    coverAuthor: '赵大夫',
    state: 'publish',
  },
  {
    title: '医学生的第一台手术',
    type: 'home-major',
    summary: '来自校园的影像故事',
    link: '/circle',
    coverName: '星光',
    coverAuthor: '王同学',
    state: 'publish',
  },
  {
    title: '医影年度影展',
    type: 'home-major',
    summary: '线上展厅即将开放',
    link: '/exhibit',
    coverName: '海岸',
    coverAuthor: '影友小周',
    state: 'down',
  },
  {
    title: '热门作品',
    type: 'hot-major',
    summary: '社区最受欢迎的影像',
    link: '/hot/list',
    coverName: '晚霞',
    coverAuthor: '刘小医',
    state: 'publish',
  },
  {
    title: '精彩活动',
    type: 'activity-major',
    summary: '参与活动，分享你的作品',
    link: '/activity',
    coverName: '山谷',
    coverAuthor: '陈摄影',
    state: 'publish',
  },
  {
    title: '欢迎回到医影',
    type: 'login-major',
    summary: '手机号登录，更多权益',
    link: '/my/login',
    coverName: '晨雾',
    coverAuthor: '李医生',
    state: 'publish',
  },
  {
    title: '活动征稿进行中',
    type: 'home-activity',
    summary: '投稿作品，赢取巡展机会',
    link: '/activity',
    coverName: '远山',
    coverAuthor: '陈摄影',
    state: 'publish',
  },
  {
    title: '医影年度影展',
    type: 'exhibit-major',
    summary: '医学生与医护人员的影像展',
    link: '/exhibit',
    coverName: '夜色',
    coverAuthor: '刘小医',
    state: 'publish',
  },
];

function iso(time: number): string {
  return new Date(time).toISOString();
}

/** The demo banners of every position (one taken down), on a fresh database. */
export async function seedBanners({ db, now, fresh, images }: SeedContext): Promise<void> {
  if (!fresh) return;
  const pictures = (await images()).banners;
  const rows: NewBannerRow[] = DEMO_BANNERS.map((spec, i) => ({
    banner_id: newId(now - i * HOUR),
    title: spec.title,
    cover: cyclic(pictures, i).url,
    cover_name: spec.coverName,
    cover_author: spec.coverAuthor,
    type: spec.type,
    summary: spec.summary,
    content: null,
    link: spec.link,
    state: spec.state,
    sort: i,
    create_time: iso(now - i * HOUR),
    update_time: iso(now - i * HOUR),
  }));
  await insertBanners(db, rows);
}
