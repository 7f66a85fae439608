import type { BannerType, ContentType, UserType } from '@yiying/models';

/** Demo members, one or more of each identity type. */
export interface DemoUserSpec {
  account: string;
  username: string;
  mobile: string;
  type: UserType;
  signature: string;
  /** Verification of doctors and students (shown as an approved certificate). */
  certificate?: { realName: string; organization: string; title: string };
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
    certificate: { realName: '李明', organization: '北京协和医院', title: '主治医师' },
  },
  {
    account: 'stu_wang',
    username: '王同学',
    mobile: '13800000003',
    type: 'student',
    signature: '临床医学专业大三学生',
    certificate: { realName: '王小雨', organization: '北京大学医学部', title: '临床医学' },
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
    certificate: { realName: '赵刚', organization: '上海市第一人民医院', title: '急诊科主治医师' },
  },
  {
    account: 'stu_liu',
    username: '刘小医',
    mobile: '13800000006',
    type: 'student',
    signature: '护理学专业，爱拍校园',
    certificate: { realName: '刘晓', organization: '复旦大学上海医学院', title: '护理学' },
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

export const USER_TYPE_LABEL: Record<UserType, string> = {
  user: '普通用户',
  doctor: '医生',
  student: '医学生',
};

/** Titles per content type; `#话题#` segments become the post's talk topic. */
export const DEMO_TITLES: Record<ContentType, readonly string[]> = {
  image: [
    '#医学摄影# 手术室里的无影灯',
    '清晨六点的住院部走廊',
    '#白衣日常# 交班前的最后一次查房',
    '医院花园里的春天',
    '夜班护士站的一盏灯',
    '#城市光影# 雨后的急救中心',
    '显微镜下的细胞之美',
    '#医学摄影# 一双握手术刀的手',
    '老院区的红砖楼',
    '#白衣日常# 午休时的一碗面',
    '乡村卫生室的下午',
    '＃城市光影＃ 救护车驶过的街口',
    '实验室里的玻璃器皿',
    '康复科窗外的银杏',
  ],
  video: [
    '急诊科的一夜（纪录短片）',
    '#医学生日记# 第一次进解剖室',
    '一分钟看懂心肺复苏',
    '#白衣日常# 查房 vlog',
    '山区义诊随行记录',
    '延时摄影：医院的二十四小时',
    '#医学摄影# 如何拍好内镜影像',
    '护士节快闪',
    '手术直播背后的团队',
    '#医学生日记# 期末周的图书馆',
    '救护车出车全过程',
    '康复训练中的坚持',
  ],
  article: [
    '如何用手机拍好医学影像资料',
    '#医学摄影# 临床照片的用光与构图',
    '一位老医生的三十年影像档案',
    '医学生如何做好病例摄影记录',
    '#摄影技巧# 夜景人像的五个要点',
    '基层医院里的温暖瞬间',
    '从胶片到数字：医学影像的变迁',
    '#白衣日常# 写给刚入职的自己',
    '摄影如何帮助医患沟通',
    '一次义诊活动的完整记录',
    '#摄影技巧# 微距镜头下的药片',
    '医院建筑的光影之美',
  ],
  activity: [
    '第三届"医者仁心"摄影大赛征稿',
    '#白衣日常# 主题摄影月',
    '医学生校园摄影展报名开启',
    '护士节主题影像征集',
    '#城市光影# 夜拍活动招募',
    '乡村医生纪实摄影计划',
    '"我的白大褂"短视频征集',
    '#医学摄影# 线下沙龙：临床摄影入门',
    '手机摄影挑战赛',
    '年度医疗纪实影像评选',
    '医院开放日摄影活动',
    '公益义诊随拍志愿者招募',
  ],
  pound: [
    '#我的白大褂# 你第一次穿上白大褂是什么感受？',
    '#摄影器材# 拍医院环境用什么镜头好？',
    '#医学生日记# 实习第一天你遇到了什么？',
    '值夜班时你会拍些什么？',
    '#我的白大褂# 晒晒你的工牌照',
    '#摄影器材# 手机还是相机？',
    '最打动你的一张医院照片',
    '#医学生日记# 背书背到几点？',
    '#城市光影# 你所在城市的医院夜景',
    '医生的业余爱好有哪些？',
    '#我的白大褂# 毕业照分享',
    '怎样拍出有温度的人像？',
  ],
};

export const DEMO_CATEGORIES = [
  'cat-photo',
  'cat-medical',
  'cat-campus',
  'cat-public',
] as const;
export const DEMO_CIRCLES = [
  'circle-lens',
  'circle-ward',
  'circle-campus',
] as const;

export const ARTICLE_BODY = `<p>好的医学影像既要准确，也要有温度。本文从用光、构图和隐私保护三个方面分享一些经验。</p>
<h2>一、用光</h2><p>尽量使用柔和的自然光，避免直射闪光造成反光。</p>
<h2>二、构图</h2><p>主体居中、背景干净，必要时加入比例尺。</p>
<h2>三、隐私</h2><p>拍摄前征得同意，发布前去除可识别的个人信息。</p>`;

export interface DemoBannerSpec {
  title: string;
  type: BannerType;
  summary: string;
  link: string;
  coverName: string;
  coverAuthor: string;
  state: 'publish' | 'down';
}

export const DEMO_BANNERS: readonly DemoBannerSpec[] = [
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
];
