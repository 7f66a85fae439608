import { unstable_serialize } from 'swr';
import { FIRST_SCREEN, fromNow, type Content } from '@yiying/models';
import { pagedEnvelope, sampleBanner, sampleContent } from '../test/fixture-server';
import { ABOUT_BANNERS, firstScreenCache, HOME_FIRST_PAGE, HOT_BANNERS, readFirstScreen } from './first-screen';
import { queryKeys } from './query-keys';

const contentPath = FIRST_SCREEN.home[1];
const detailPath = `${FIRST_SCREEN.detailPrefix}content-7`;

const answers = {
  [contentPath]: pagedEnvelope([{ ...sampleContent(1), createTime: '2026-11-23T10:00:00.000Z' }], 1),
  [FIRST_SCREEN.hot[0]]: pagedEnvelope([sampleBanner(1)], 1, 1),
  [FIRST_SCREEN.about[0]]: pagedEnvelope([sampleBanner(2)], 1, 1),
  [detailPath]: { code: 200, msg: '成功', data: sampleContent(7) },
  [FIRST_SCREEN.every[0]]: { code: 200, msg: '成功', data: [{ key: 'title', value: '医影' }] },
  '/api/unknown': { code: 200, msg: '成功', data: 1 },
};

const keyOf = (key: Parameters<typeof unstable_serialize>[0]) => unstable_serialize(key);

function pageWith(block: unknown, renderedAt?: number) {
  document.head.innerHTML = renderedAt ? `<meta name="${FIRST_SCREEN.timeMeta}" content="${renderedAt}">` : '';
  document.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN.elementId}">${JSON.stringify(block)}</script>`;
}

describe('firstScreenCache', () => {
  it('primes Home’s works, Hot’s and About’s banners and a post’s detail under the keys their hooks read', () => {
    const cache = firstScreenCache(answers);
    expect([...cache.keys()].sort()).toEqual(
      [
        keyOf(queryKeys.content.list(HOME_FIRST_PAGE)),
        keyOf(queryKeys.banner.list(HOT_BANNERS)),
        keyOf(queryKeys.banner.list(ABOUT_BANNERS)),
        keyOf(queryKeys.content.detail('content-7')),
        keyOf(queryKeys.site.params),
      ].sort(),
    );
    expect((cache.get(keyOf(queryKeys.content.detail('content-7')))?.data as Content).title).toBe('作品7#风光#');
  });

  it('keeps only the site’s settings for a member', () => {
    expect([...firstScreenCache(answers, { member: true }).keys()]).toEqual([keyOf(queryKeys.site.params)]);
  });
});

describe('readFirstScreen', () => {
  const works = (cache: Map<string, { data: unknown }>) =>
    (cache.get(keyOf(queryKeys.content.list(HOME_FIRST_PAGE)))?.data as { records: Content[] }).records;

  it('counts relative times from when the server rendered the page', () => {
    const renderedAt = Date.parse('2026-11-23T10:03:00.000Z');
    pageWith(answers, renderedAt);
    expect(works(readFirstScreen(document))[0]?.timeAgo).toBe('3分钟前');
    pageWith(answers);
    expect(works(readFirstScreen(document))[0]?.timeAgo).toBe(fromNow('2026-11-23T10:00:00.000Z'));
  });

  it('reads nothing from a page without the block or with a malformed one', () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    expect(readFirstScreen(document).size).toBe(0);
    document.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN.elementId}">{nope</script>`;
    expect(readFirstScreen(document).size).toBe(0);
  });
});
