import { Readable } from 'node:stream';
import QRCode from 'qrcode';
import { SITE_PARAM_LABELS, type NoticeType, type SiteParamKey } from '@yiying/models';
import type { SeedContext } from '../../demo/seed.js';
import { isoAt } from '../../lib/clock.js';
import type { ObjectStorage } from '../../lib/storage/index.js';
import { newId } from '../../lib/ids.js';
import { cyclic } from '../../lib/random.js';
import { sanitizeArticle } from '../content/index.js';
import type { CategoryRow, DictRow, NoticeRow, SiteConfigRow, SiteParamRow } from './site.table.js';

const HOUR = 3_600_000;

/** The demo QR codes (the official account, the mini program, customer service) and what each one encodes. */
export const DEMO_QR_CODES = [
  { file: 'qrcode-1.png', text: 'https://yiying.example.com/wx/official' },
  { file: 'qrcode-2.png', text: 'https://yiying.example.com/wx/mini' },
  { file: 'qrcode-3.png', text: 'https://yiying.example.com/wx/service' },
] as const;

const DEMO_PARAMS: Partial<Record<SiteParamKey, { value: string; visible?: boolean }>> = {
  title: { value: '医影' },
  subtitle: { value: '用镜头记录医者仁心' },
  qq: { value: '800012345' },
  web: { value: 'https://yiying.example.com' },
  weixin: { value: '医影社区' },
  phone: { value: '13800138000' },
  telphone: { value: '400-800-1234' },
  fax: { value: '010-88886666', visible: false },
  address: { value: '北京市海淀区学院路 38 号医影大厦 6 层' },
  email: { value: 'contact@yiying.example.com' },
  authdate: { value: '2026-01-01', visible: false },
  logo: { value: '/logo.png' },
  head: { value: '' },
  nicklabel: { value: '点击登录' },
  nickhint: { value: '登录后享有更多权益' },
  qrcode1: { value: `/files/demo/${DEMO_QR_CODES[0].file}` },
  qrcode2: { value: `/files/demo/${DEMO_QR_CODES[1].file}` },
  qrcode3: { value: `/files/demo/${DEMO_QR_CODES[2].file}` },
};

const FOOTER = {
  footer: {
    columns: [
      {
        title: '关于医影',
        links: [
          { text: '机构介绍', url: '/about' },
          { text: '联系我们', url: '/about#contact' },
          { text: '在线留言', url: '/about#message' },
        ],
      },
      {
        title: '社区',
        links: [
          { text: '热门作品', url: '/hot' },
          { text: '圈子', url: '/circle' },
          { text: '话题', url: '/home/pound' },
        ],
      },
      {
        title: '活动',
        links: [
          { text: '摄影活动', url: '/activity' },
          { text: '影展', url: '/exhibit' },
          { text: '全国巡展', url: '/national' },
        ],
      },
      {
        title: '帮助',
        links: [
          { text: '登录注册', url: '/my/login' },
          { text: '发布作品', url: '/my/upload' },
          { text: '社区公约', url: '/about#rules' },
        ],
      },
    ],
    media: [
      { name: '医影公众号', avatar: '', qrcode: `/files/demo/${DEMO_QR_CODES[0].file}`, text: '扫码关注公众号' },
      { name: '医影小程序', avatar: '', qrcode: `/files/demo/${DEMO_QR_CODES[1].file}`, text: '扫码打开小程序' },
      { name: '医影客服', avatar: '', qrcode: `/files/demo/${DEMO_QR_CODES[2].file}`, text: '扫码联系客服' },
    ],
    copyright: '© 2026 医影社区',
    filing: '京ICP备00000000号',
  },
};

const ABOUT = {
  about: {
    title: '关于医影',
    summary: '医影是面向摄影爱好者、医生与医学生的影像交流社区。',
    paragraphs: [
      '我们相信影像能让更多人看见医学的温度。医影汇聚了来自全国各地医院与医学院校的摄影爱好者，用镜头记录手术室的清晨、病房里的微笑和校园里的成长。',
      '医影定期举办主题摄影活动、线上影展与全国巡展，并与医学院校、医院和公益机构合作，让优秀作品走进更多城市。',
    ],
    tabs: [
      { title: '我们的使命', text: '用影像记录医者仁心，促进医患之间的理解与信任。' },
      { title: '我们的社区', text: '医生、医学生与摄影人在这里分享作品、交流技艺、结识同好。' },
      { title: '我们的活动', text: '主题摄影大赛、年度影展与全国巡展，每年走进二十余座城市。' },
    ],
    features: [
      { icon: 'camera', text: '原创影像', color: '#D70D19' },
      { icon: 'heart', text: '医者仁心', color: '#204165' },
      { icon: 'users', text: '同好交流', color: '#050B1F' },
      { icon: 'map', text: '全国巡展', color: '#D70D19' },
    ],
    contact: { title: '联系方式', text: '合作、投稿与媒体联系，请通过下方表单留言或直接来电。' },
  },
};

const DEMO_CONFIG: readonly { value: SiteConfigRow['value']; label: string; content: object; enabled?: 0 | 1 }[] = [
  { value: 'site', label: '站点信息', content: { name: '医影', slogan: '用镜头记录医者仁心', locale: 'zh-CN' } },
  { value: 'site', label: '机构介绍', content: ABOUT },
  { value: 'site', label: '页脚', content: FOOTER },
  { value: 'base', label: '基础设置', content: { siteName: '医影', pageSize: 9, carouselInterval: 5000 } },
  { value: 'home', label: '首页', content: { sections: ['banner', 'gallery', 'activity', 'circle'], hotNum: 10 } },
  { value: 'notice', label: '公告', content: { marquee: true, pageSize: 10 } },
  {
    value: 'login',
    label: '登录',
    content: { modes: ['message', 'password', 'qrcode'], agreement: '登录即表示同意《医影社区公约》' },
  },
  { value: 'my', label: '我的', content: { tabs: ['作品', '相册', '收藏', '赞过'] } },
  {
    value: 'bgimg',
    label: '背景图',
    content: { about: '/files/demo/banner-01.jpg', national: '/files/demo/banner-02.jpg' },
  },
  { value: 'mall', label: '商城（未开放）', content: { open: false }, enabled: 0 },
];

const DEMO_DICT: readonly { type: string; value: string; label: string; description: string; parent?: string }[] = [
  { type: 'user_type', value: 'user', label: '普通用户', description: '{"badge":""}' },
  { type: 'user_type', value: 'doctor', label: '医生', description: '{"badge":"医","color":"#204165"}' },
  { type: 'user_type', value: 'student', label: '医学生', description: '{"badge":"学","color":"#D70D19"}' },
  { type: 'region', value: 'north', label: '华北', description: '华北地区' },
  { type: 'region', value: 'beijing', label: '北京', description: '{"code":"110000"}', parent: 'north' },
  { type: 'region', value: 'tianjin', label: '天津', description: '{"code":"120000"}', parent: 'north' },
  { type: 'region', value: 'east', label: '华东', description: '华东地区' },
  { type: 'region', value: 'shanghai', label: '上海', description: '{"code":"310000"}', parent: 'east' },
  { type: 'region', value: 'hangzhou', label: '杭州', description: '{"code":"330100"}', parent: 'east' },
  { type: 'notice_type', value: 'notice_info', label: '通知', description: '' },
  { type: 'notice_type', value: 'notice_news', label: '新闻', description: '' },
  { type: 'notice_type', value: 'notice_award', label: '获奖公示', description: '' },
];

const DEMO_CATEGORIES: readonly { id: string; name: string; state?: CategoryRow['state'] }[] = [
  { id: 'cat-photo', name: '摄影' },
  { id: 'cat-medical', name: '医学影像' },
  { id: 'cat-campus', name: '校园' },
  { id: 'cat-public', name: '公益' },
  { id: 'cat-archive', name: '旧作归档', state: 'down' },
];

interface DemoNoticeSpec {
  title: string;
  subtitle: string;
  type: NoticeType;
  model: 'article' | 'shop';
  content: string;
  state: 'publish' | 'create';
  hits: number;
}

const DEMO_NOTICES: readonly DemoNoticeSpec[] = [
  {
    title: '医影社区公约（2026 修订版）',
    subtitle: '请各位会员阅读并遵守',
    type: 'notice_info',
    model: 'article',
    content:
      '<h2>一、尊重隐私</h2><p>拍摄患者须征得本人同意，发布前去除可识别的个人信息。</p><h2>二、原创优先</h2><p>转载请注明出处。</p>',
    state: 'publish',
    hits: 128,
  },
  {
    title: '第三届"医者仁心"摄影大赛征稿启事',
    subtitle: '作品征集截止前均可投稿',
    type: 'notice_news',
    model: 'article',
    content: '<p>本届大赛设立人像、纪实、校园三个单元，欢迎医生、医学生与摄影爱好者投稿。</p>',
    state: 'publish',
    hits: 342,
  },
  {
    title: '第二届摄影大赛获奖名单公示',
    subtitle: '感谢所有参赛者',
    type: 'notice_award',
    model: 'shop',
    content: '',
    state: 'publish',
    hits: 256,
  },
  {
    title: '全国巡展·上海站开幕',
    subtitle: '上海市第一人民医院门诊大厅',
    type: 'notice_extend',
    model: 'article',
    content: '<p>巡展展出五十幅入选作品，展期两周，欢迎参观。</p>',
    state: 'publish',
    hits: 87,
  },
  {
    title: '会员福利：摄影课程限时免费',
    subtitle: '认证医生与医学生专享',
    type: 'notice_welfare',
    model: 'article',
    content: '<p>完成医生或医学生认证的会员，可免费观看《医学摄影入门》系列课程。</p>',
    state: 'publish',
    hits: 64,
  },
  {
    title: '年度影展筹备中',
    subtitle: '草稿',
    type: 'notice_summary',
    model: 'article',
    content: '<p>筹备中。</p>',
    state: 'create',
    hits: 0,
  },
];

/** Site parameters, configuration, dictionary, categories and notices of the demo site, on a fresh database. */
export async function seedSite({ db, now, fresh, images }: SeedContext): Promise<void> {
  if (!fresh) return;
  const time = isoAt(now);
  const params: SiteParamRow[] = Object.entries(DEMO_PARAMS).map(([key, spec]) => ({
    param_key: key,
    value: spec.value,
    label: SITE_PARAM_LABELS[key as SiteParamKey],
    visible: spec.visible === false ? 0 : 1,
    icon: '',
    update_time: time,
  }));
  await db.insertInto('site_param').values(params).execute();

  const pictures = await images();
  const footer = structuredClone(FOOTER);
  footer.footer.media.forEach((item, i) => (item.avatar = cyclic(pictures.avatars, i).url));
  const configs: SiteConfigRow[] = DEMO_CONFIG.map((spec, i) => ({
    config_id: newId(now - i),
    site_id: 'default',
    value: spec.value,
    label: spec.label,
    content: JSON.stringify(spec.label === '页脚' ? footer : spec.content),
    enabled: spec.enabled ?? 1,
    create_time: time,
    update_time: time,
  }));
  await db.insertInto('site_config').values(configs).execute();

  const dictIds = new Map<string, string>();
  const dict: DictRow[] = DEMO_DICT.map((spec, i) => {
    const id = `dict-${spec.type}-${spec.value}`;
    dictIds.set(spec.value, id);
    return {
      dict_id: id,
      value: spec.value,
      label: spec.label,
      type: spec.type,
      icon: '',
      description: spec.description,
      sort: i,
      parent_id: null,
      enabled: 1,
      create_time: time,
      update_time: time,
    };
  });
  for (const [i, spec] of DEMO_DICT.entries()) {
    const row = dict[i];
    if (row && spec.parent) row.parent_id = dictIds.get(spec.parent) ?? null;
  }
  // Parents first: the foreign key of `parent_id` sees them.
  await db
    .insertInto('dict')
    .values(dict.filter((d) => d.parent_id === null))
    .execute();
  await db
    .insertInto('dict')
    .values(dict.filter((d) => d.parent_id !== null))
    .execute();

  await db
    .insertInto('category')
    .values(
      DEMO_CATEGORIES.map((spec, i) => ({
        category_id: spec.id,
        name: spec.name,
        icon: '',
        sort: i,
        parent_id: null,
        state: spec.state ?? 'publish',
        create_time: time,
        update_time: time,
      })),
    )
    .execute();

  const notices: NoticeRow[] = DEMO_NOTICES.map((spec, i) => {
    const at = isoAt(now - (i + 1) * 6 * HOUR);
    const cover = cyclic(pictures.covers, i + 3).url;
    return {
      notice_id: newId(now - (i + 1) * 6 * HOUR),
      title: spec.title,
      subtitle: spec.subtitle,
      cover,
      type: spec.type,
      model: spec.model,
      content: sanitizeArticle(spec.content),
      images: JSON.stringify(spec.model === 'shop' ? [0, 1, 2].map((n) => cyclic(pictures.covers, i + n).url) : []),
      state: spec.state,
      publish_time: at,
      hits: spec.hits,
      create_by: null,
      create_time: at,
      update_time: at,
    };
  });
  await db.insertInto('notice').values(notices).execute();
}

/** Puts the demo QR code pictures that the site parameters and the footer name into the store, when they are missing. */
export async function writeDemoQrCodes(storage: ObjectStorage): Promise<number> {
  let written = 0;
  for (const code of DEMO_QR_CODES) {
    const key = `demo/${code.file}`;
    if (((await storage.size(key)) ?? 0) > 0) continue;
    // The store writes a whole object or none: the file server never sees a half-written picture.
    const png = await QRCode.toBuffer(code.text, { type: 'png', width: 240, margin: 1 });
    await storage.put(key, Readable.from([png]), { contentType: 'image/png' });
    written += 1;
  }
  return written;
}
