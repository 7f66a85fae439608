// Builds the static Storybook and checks that it lists a story for every widget of the kit.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const expected = [
  'Widgets/HeroBanner',
  'Widgets/HeroCarousel',
  'Widgets/SummaryBanner',
  'Widgets/LandingBanner',
  'Widgets/CardCarousel',
  'Widgets/StepTimeline',
  'Widgets/IconFeatures',
  'Widgets/IntroTabs',
  'Widgets/TextGuide',
  'Widgets/PriceCard',
  'Widgets/CategoryList',
  'Widgets/CategoryDrawer',
  'Widgets/SpeedDial',
  'Widgets/ImageGuide',
  'Widgets/VoteCard',
  'Widgets/Divider',
  'Widgets/TimedAlert',
  'Widgets/DarkFooter',
  'Widgets/BusinessContact',
  'Widgets/ContactForm',
  'Widgets/OnlineMessageForm',
  'Widgets/ConfirmDialog',
  'Widgets/PutInDialog',
  'Widgets/NavBar',
  'Community/NoticeList',
  'Community/NoticeHeader',
  'Community/NoticeContent',
  'Community/GalleryGrid',
  'Community/CommentPopover',
  'Community/ForwardAction',
  'Community/FileInput',
  'Community/AttachmentList',
  'Community/ArticleNav',
  'Community/AlbumIcon',
  'Community/LikeIcon',
  'Examples/AnotherSite',
];
const root = join(import.meta.dirname, '..', '..');
const out = mkdtempSync(join(tmpdir(), 'yiying-storybook-'));
try {
  execFileSync('npx', ['storybook', 'build', '-c', '.storybook', '-o', out, '--quiet'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const index = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8'));
  const entries = Object.values(index.entries).filter((e) => e.type === 'story');
  const titles = new Set(entries.map((e) => e.title));
  const missing = expected.filter((t) => !titles.has(t));
  console.log(`storybook: ${entries.length} stories in ${titles.size} titles`);
  if (missing.length) {
    console.log(`missing stories: ${missing.join(', ')}`);
    process.exit(1);
  }
  console.log(`every widget has a story (${expected.length} checked)`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
