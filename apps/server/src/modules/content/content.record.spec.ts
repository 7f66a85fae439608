import { contentRowToModel, PARSED_TEXTS_KEPT } from './content.record';
import type { ContentWithCreatorRow } from './content.filter';

const COVER = JSON.stringify({
  url: '/files/m/a.jpg',
  width: 960,
  height: 640,
  renditions: [{ url: '/files/m/a-320.webp', width: 320, height: 213, type: 'image/webp' }],
});

function row(columns: Partial<ContentWithCreatorRow> = {}): ContentWithCreatorRow {
  return {
    content_id: 'c1',
    parent_id: null,
    category_id: null,
    circle_id: null,
    title: '无影灯下',
    cover: '/files/m/a.jpg',
    type: 'image',
    state: 'publish',
    talk_topic: null,
    likes_num: 3,
    collect_num: 1,
    comment_num: 0,
    hit_num: 9,
    forwarded_num: 0,
    forwarded_flag: 'no',
    thumbs: '["/files/m/a.jpg",7,"/files/m/b.jpg"]',
    access_scope: 'public',
    create_time: '2026-11-20T08:00:00.000Z',
    update_time: '2026-11-20T08:00:00.000Z',
    create_by: 'u1',
    width: 960,
    height: 640,
    comments: 1,
    top_flag: 0,
    sort: 0,
    tags: '["手术室"]',
    sensitive: 0,
    show_exif: 0,
    patient_consent: null,
    cover_image: COVER,
    moderation_state: null,
    moderation_reason: null,
    creator_username: '影友小周',
    creator_avatar: '/files/demo/avatar-01.webp',
    creator_type: 'user',
    ...columns,
  } as ContentWithCreatorRow;
}

describe('contentRowToModel JSON columns', () => {
  it('reads thumbs, tags and the cover picture, keeping only strings in the lists', () => {
    const record = contentRowToModel(row());
    expect(record.thumbs).toEqual(['/files/m/a.jpg', '/files/m/b.jpg']);
    expect(record.tags).toEqual(['手术室']);
    expect(record.coverImage).toEqual(JSON.parse(COVER));
  });

  it('shares one frozen value between records of the same text, so no record can change another', () => {
    const first = contentRowToModel(row());
    const second = contentRowToModel(row({ content_id: 'c2' }));
    expect(second.coverImage).toBe(first.coverImage);
    expect(second.thumbs).toBe(first.thumbs);
    expect(() => {
      (first.coverImage as { url: string }).url = '/elsewhere.jpg';
    }).toThrow(TypeError);
    expect(
      () => first.coverImage?.renditions?.[0] && Object.assign(first.coverImage.renditions[0], { width: 1 }),
    ).toThrow(TypeError);
    expect(() => (first.thumbs as string[]).push('/x.jpg')).toThrow(TypeError);
    expect(contentRowToModel(row({ content_id: 'c3' })).coverImage?.url).toBe('/files/m/a.jpg');
  });

  it('answers empty lists and no cover for missing or broken texts', () => {
    const record = contentRowToModel(row({ thumbs: null, tags: '{broken', cover_image: '{"width":1}' }));
    expect(record.thumbs).toEqual([]);
    expect(record.tags).toEqual([]);
    expect(record.coverImage).toBeNull();
    expect(contentRowToModel(row({ cover_image: null })).coverImage).toBeNull();
  });

  it('keeps a bounded number of texts and still reads every one right once it starts over', () => {
    for (let i = 0; i <= PARSED_TEXTS_KEPT + 10; i++) {
      const tags = JSON.stringify([`标签${i}`]);
      expect(contentRowToModel(row({ tags })).tags).toEqual([`标签${i}`]);
    }
    expect(contentRowToModel(row({ tags: '["标签0"]' })).tags).toEqual(['标签0']);
  });
});

describe('contentRowToModel body', () => {
  it('keeps the article body of a detail row and leaves it out of a list record', () => {
    const article = row({ type: 'article', content: '<p>夜班之后</p>' });
    expect(contentRowToModel(article).content).toBe('<p>夜班之后</p>');
    const listed = contentRowToModel(article, { body: false });
    expect(listed).not.toHaveProperty('content');
    expect(listed.title).toBe('无影灯下');
  });
});
