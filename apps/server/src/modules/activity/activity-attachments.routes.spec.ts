import type { ActivityRecord } from '@yiying/models';
import { ADMIN, DAY, MEMBERS, activityKit } from '../../testing/activity';
import { testClock } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';

const [ALICE] = MEMBERS;
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

describeEachDatabase('activity attachments', (target) => {
  const clock = testClock();
  const t = useTestApp(target, { overrides: () => ({ clock }) });
  const { call, data, createActivity, upload, uploadFile } = activityKit(t, clock);
  const files = (record: ActivityRecord) => (record.media ?? []).map((m) => m.url);

  it('links the admin’s documents on create and shows them in the public and admin detail', async () => {
    const rules = await uploadFile(ADMIN, '征稿细则.pdf', pdf('rules'));
    const form = await uploadFile(ADMIN, '报名表.pdf', pdf('form'));
    const created = await createActivity({ title: '附件活动', attachments: [rules.url, form.url] });
    expect(files(created)).toEqual([rules.url, form.url]);

    const publicDetail = await data<ActivityRecord>(null, `/api/activity/detail/${created.activityId}`);
    expect(publicDetail.media?.map((m) => ({ url: m.url, name: m.name, kind: m.kind, size: m.size }))).toEqual([
      { url: rules.url, name: '征稿细则.pdf', kind: 'file', size: rules.size },
      { url: form.url, name: '报名表.pdf', kind: 'file', size: form.size },
    ]);
    const viewed = await t.app.inject({
      method: 'GET',
      url: `/api/file/view?url=${encodeURIComponent(rules.url)}`,
      headers: { host: 'yiying.test' },
    });
    expect(viewed.statusCode).toBe(302);
    expect(viewed.headers.location).toBe(rules.url);

    const mngList = await data<{ records: ActivityRecord[] }>(ADMIN, '/mng/activity/list?title=附件活动');
    const listed = mngList.records.find((r) => r.activityId === created.activityId);
    expect(listed && files(listed)).toEqual([rules.url, form.url]);

    const plain = await createActivity({ title: '无附件活动' });
    expect(plain.media).toBeUndefined();
  });

  it('replaces the list on update, keeps it when not given, and releases files no longer used', async () => {
    const first = await uploadFile(ADMIN, '旧细则.pdf', pdf('old'));
    const second = await uploadFile(ADMIN, '新细则.pdf', pdf('new'));
    const created = await createActivity({ title: '替换附件', attachments: [first.url] });
    const id = created.activityId;

    const retitled = await data<ActivityRecord>(ADMIN, `/mng/activity/update/${id}`, { title: '替换附件（改名）' });
    expect(files(retitled)).toEqual([first.url]);

    const replaced = await data<ActivityRecord>(ADMIN, `/mng/activity/update/${id}`, {
      attachments: [second.url, first.url],
    });
    expect(files(replaced)).toEqual([second.url, first.url]);
    const reordered = await data<ActivityRecord>(ADMIN, `/mng/activity/update/${id}`, { attachments: [second.url] });
    expect(files(reordered)).toEqual([second.url]);
    expect(files(await data<ActivityRecord>(null, `/api/activity/detail/${id}`))).toEqual([second.url]);

    const { media } = t.app.yiying.context;
    clock.advance(2 * DAY);
    expect(await media.prune()).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second.url })).statusCode).toBe(200);

    const cleared = await data<ActivityRecord>(ADMIN, `/mng/activity/update/${id}`, { attachments: [] });
    expect(cleared.media).toBeUndefined();

    const doomed = await uploadFile(ADMIN, '删除时释放.pdf', pdf('doomed'));
    const gone = await createActivity({ title: '删除附件活动', attachments: [doomed.url] });
    expect((await call(ADMIN, `/mng/activity/delete/${gone.activityId}`, {})).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: doomed.url })).statusCode).toBe(404);
  });

  it('refuses another member’s file, a picture and an outside link with a Chinese error, and changes nothing', async () => {
    const mine = await uploadFile(ADMIN, '细则.pdf', pdf('mine'));
    const created = await createActivity({ title: '拒绝附件', attachments: [mine.url] });
    const foreign = await uploadFile(ALICE, '别人的.pdf', pdf('alice'));
    const picture = await upload(ADMIN);

    const before = (await data<{ total: number }>(ADMIN, '/mng/activity/list?title=拒绝附件新建')).total;
    const refusedCreate = await call(ADMIN, '/mng/activity/create', {
      title: '拒绝附件新建',
      cover: '/files/demo/cover.jpg',
      validStart: new Date(clock()).toISOString(),
      validEnd: new Date(clock() + DAY).toISOString(),
      attachments: [foreign.url],
    });
    expect(refusedCreate.statusCode).toBe(400);
    expect(refusedCreate.json().msg).toBe('附件必须是本人上传的文档');
    expect((await data<{ total: number }>(ADMIN, '/mng/activity/list?title=拒绝附件新建')).total).toBe(before);

    const cases: Array<[unknown, string]> = [
      [[mine.url, foreign.url], '附件必须是本人上传的文档'],
      [['https://example.com/a.pdf'], '附件必须是本人上传的文档'],
      [[picture.url], '附件只能是 PDF、Word、Excel 或 PPT 文档'],
      ['not-a-list', '格式不正确'],
      [Array.from({ length: 11 }, () => mine.url), '附件最多10个'],
    ];
    for (const [attachments, message] of cases) {
      const res = await call(ADMIN, `/mng/activity/update/${created.activityId}`, { title: '不应保存', attachments });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(message);
    }
    const after = await data<ActivityRecord>(ADMIN, `/api/activity/detail/${created.activityId}`);
    expect(after.title).toBe('拒绝附件');
    expect(files(after)).toEqual([mine.url]);
    expect((await t.app.inject({ method: 'GET', url: foreign.url })).statusCode).toBe(200);
  });
});
