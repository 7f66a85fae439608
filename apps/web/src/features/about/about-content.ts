import type { IconFeature, IntroTab, TextGuideProps } from '@yiying/widgets';

/** What the About page shows of the organisation; read from the `about` entry of the site configuration. */
export interface AboutContent {
  title: string;
  /** Paragraphs of the introduction. */
  intro: string[];
  tabs: IntroTab[];
  guide: TextGuideProps | null;
  features: IconFeature[];
  /** Sentence under 联系方式. */
  contactText?: string;
}

/** Shown while the site configuration has no `about` entry (or its parts are missing). */
export const DEFAULT_ABOUT: AboutContent = {
  title: '关于医影',
  intro: [
    '医影是面向摄影爱好者、医生和医学生的影像社区与活动平台。',
    '我们用镜头记录医学人文，举办全国巡回的摄影活动、路演与展览，让更多人看见医者的日常与坚守。',
  ],
  tabs: [],
  guide: {
    title: '我们在做什么',
    text: '连接摄影与医学，让每一张作品被看见。',
    features: [
      { icon: 'image', text: '作品分享：图片、视频、文章与话题' },
      { icon: 'star', text: '主题活动：投稿、评审、投票与展览' },
      { icon: 'user', text: '医生与医学生认证，专属徽章' },
    ],
  },
  features: [
    { icon: 'image', title: '影像社区', description: '上传作品，关注喜欢的作者，参与话题讨论。' },
    { icon: 'star', title: '全国活动', description: '路演与展览走进各省市，线上投稿，线下展出。' },
    { icon: 'user', title: '圈子交流', description: '加入兴趣圈子，与同好分享经验与作品。' },
    { icon: 'comment', title: '即时沟通', description: '私信与消息中心，互动随时可见。' },
  ],
};

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => !!v && typeof v === 'object') : [];
}

/**
 * Intro tabs: `{ label, items: [{ title, text, image }] }`, or a plain `{ title, text, image? }` that becomes a tab
 * of one guide item; an item without its own picture shows `fallbackImage` (the About background).
 */
function toTabs(value: unknown, fallbackImage: string | undefined): IntroTab[] {
  return list(value)
    .map((tab, index) => {
      const label = str(tab['label']) ?? str(tab['title']) ?? '';
      const items = Array.isArray(tab['items']) ? list(tab['items']) : [tab];
      return {
        id: str(tab['id']) ?? `tab-${index}`,
        label,
        items: items
          .map((item) => ({
            title: str(item['title']) ?? label,
            text: str(item['text']),
            image: str(item['image']) ?? fallbackImage ?? '',
            alt: str(item['alt']),
          }))
          .filter((item) => item.title && item.image),
      };
    })
    .filter((tab) => tab.label && tab.items.length);
}

function toGuide(value: unknown): TextGuideProps | null {
  if (!value || typeof value !== 'object') return null;
  const guide = value as Record<string, unknown>;
  const title = str(guide['title']);
  if (!title) return null;
  const button = guide['button'] as TextGuideProps['button'] | undefined;
  const contact = guide['contact'] as TextGuideProps['contact'] | undefined;
  return {
    title,
    text: str(guide['text']),
    features: list(guide['features'])
      .filter((f) => str(f['text']))
      .map((f) => ({
        icon: str(f['icon']) ?? 'check',
        text: str(f['text']) as string,
        iconColor: str(f['iconColor']),
        textColor: str(f['textColor']),
      })),
    hovers: list(guide['hovers'])
      .filter((h) => str(h['name']))
      .map((h) => ({
        name: str(h['name']) as string,
        image: str(h['image']),
        char: str(h['char']),
        text: str(h['text']),
        color: str(h['color']),
      })),
    images: Array.isArray(guide['images']) ? guide['images'].filter((i): i is string => !!str(i)) : [],
    ...(button && str(button.text) ? { button } : {}),
    ...(contact && str(contact.text) ? { contact } : {}),
  };
}

/** Icon names of the configuration that the kit draws under another name. */
const ICON_ALIASES: Record<string, string> = {
  camera: 'image',
  photo: 'image',
  users: 'user',
  people: 'user',
  map: 'location',
  place: 'location',
  message: 'comment',
  chat: 'comment',
  like: 'heart',
};

function toFeatures(value: unknown): IconFeature[] {
  return list(value)
    .filter((f) => str(f['title']) ?? str(f['text']))
    .map((f) => {
      const title = (str(f['title']) ?? str(f['text'])) as string;
      const icon = str(f['icon']) ?? 'star';
      return {
        icon: (ICON_ALIASES[icon] ?? icon) as IconFeature['icon'],
        title,
        description: str(f['description']) ?? (str(f['title']) ? str(f['text']) : undefined),
        color: str(f['color']),
      };
    });
}

function toParagraphs(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((p): p is string => !!str(p));
  const text = str(value);
  return text
    ? text
        .split(/\n+/)
        .map((p) => p.trim())
        .filter(Boolean)
    : [];
}

/**
 * The About content from the site configuration's `about` entry (on the `site` kind, or a kind of its own):
 * each part that is missing or malformed falls back to the built-in text.
 */
export function toAboutContent(about: unknown, fallbackImage?: string): AboutContent {
  if (!about || typeof about !== 'object') return DEFAULT_ABOUT;
  const raw = about as Record<string, unknown>;
  const intro = [
    ...toParagraphs(raw['summary']),
    ...toParagraphs(raw['intro'] ?? raw['paragraphs'] ?? raw['text'] ?? raw['description']),
  ];
  const tabs = toTabs(raw['tabs'], fallbackImage);
  const features = toFeatures(raw['features']);
  const contact = raw['contact'] as Record<string, unknown> | undefined;
  return {
    title: str(raw['title']) ?? DEFAULT_ABOUT.title,
    intro: intro.length ? intro : DEFAULT_ABOUT.intro,
    tabs,
    guide: toGuide(raw['guide']) ?? DEFAULT_ABOUT.guide,
    features: features.length ? features : DEFAULT_ABOUT.features,
    contactText: contact && typeof contact === 'object' ? str(contact['text']) : undefined,
  };
}
