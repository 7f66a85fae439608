import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { authed, loginByCode, loginByPassword, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';

function multipart(
  fileName: string,
  bytes: Buffer,
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----yiying-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A JPEG that is stored sideways (EXIF orientation 6) and carries GPS-like metadata. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#D70D19' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-place', Artist: 'someone' } } })
    .toBuffer();
}

describeEachDatabase('uploads, profile and certificates', (target) => {
  const t = useTestApp(target);
  let member: TestSession;
  let admin: TestSession;

  beforeAll(async () => {
    member = await loginByCode(t.app);
    admin = await loginByPassword(t.app, '13800000009');
  });

  const upload = (session: TestSession, fileName: string, bytes: Buffer) => {
    const body = multipart(fileName, bytes);
    return t.app.inject({
      method: 'POST',
      url: '/web/user/uploadOss',
      payload: body.payload,
      headers: { ...body.headers, ...authed(session) },
    });
  };

  it('stores an image re-encoded upright without metadata under a generated name', async () => {
    const res = await upload(member, '../../etc/我的照片.jpg', await phonePhoto());
    expect(res.statusCode).toBe(200);
    const file = res.json().data;
    expect(file).toMatchObject({ name: '我的照片.jpg', type: 'image/jpeg' });
    expect(file.url).toMatch(/^\/files\/u\/[\w-]{22}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(file.size);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-place'))).toBe(false);
  });

  it('types files by their bytes, not their name', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 4, background: '#204165' } })
      .png()
      .toBuffer();
    const asJpg = await upload(member, 'fake.jpg', png);
    expect(asJpg.json().data.type).toBe('image/png');
    expect(asJpg.json().data.url).toMatch(/\.png$/);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#050B1F' } })
      .gif()
      .toBuffer();
    expect((await upload(member, 'a.gif', gif)).json().data.type).toBe('image/gif');
    const script = await upload(member, 'photo.jpg', Buffer.from('<script>alert(1)</script>'));
    expect(script.statusCode).toBe(400);
    expect(script.json().msg).toBe('上传图片只能是 JPG/PNG/GIF 格式!');
    const broken = await upload(member, 'broken.jpg', Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]));
    expect(broken.statusCode).toBe(400);
  });

  it('refuses more than 5 MB', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(member, 'big.jpg', big);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('上传图片大小不能超过 5MB!');
  });

  it('needs a login', async () => {
    const body = multipart('a.jpg', await phonePhoto());
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/user/uploadOss',
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(401);
  });

  it('sets an uploaded avatar, nickname and signature; refuses foreign avatars', async () => {
    const file = (await upload(member, 'me.jpg', await phonePhoto())).json().data;
    const update = (payload: Record<string, string>, session = member) =>
      t.app.inject({ method: 'POST', url: '/web/user/update', headers: authed(session), payload });
    const res = await update({ username: '摄影爱好者', signature: '你好', avatar: file.url });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: '摄影爱好者', signature: '你好', avatar: file.url });
    const foreign = await update({ avatar: 'https://evil.example/x.png' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().msg).toBe('请先上传头像图片');
    expect((await update({ avatar: file.url }, admin)).statusCode).toBe(400);
    expect((await update({ username: '' })).json().msg).toBe('请输入昵称');
    expect((await update({ username: '长'.repeat(33) })).json().msg).toBe('昵称不能超过32个字符');
  });

  it('deletes own files only', async () => {
    const file = (await upload(member, 'gone.jpg', await phonePhoto())).json().data;
    const remove = (session: TestSession, url: string) =>
      t.app.inject({ method: 'POST', url: '/web/user/fileDelete', headers: authed(session), payload: { url } });
    expect((await remove(admin, file.url)).statusCode).toBe(403);
    expect((await remove(member, '')).json().msg).toBe('url为空，不能删除');
    expect((await remove(member, file.url)).statusCode).toBe(200);
    expect(existsSync(path.join(t.dataDir, 'uploads', file.url.replace('/files/', '')))).toBe(false);
    expect((await remove(member, file.url)).statusCode).toBe(404);
  });

  it('verifies a doctor: pending → approved by an admin, badge only then', async () => {
    const doc = (await upload(member, 'license.jpg', await phonePhoto())).json().data;
    const request = (payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/web/user/certificate', headers: authed(member), payload });
    expect((await request({ identityType: 'nurse' })).json().msg).toBe('请选择正确的身份类型');
    const foreignDoc = await request({
      identityType: 'doctor',
      realName: '张三',
      organization: '协和',
      title: '医师',
      document: '/files/demo/avatar-1.jpg',
    });
    expect(foreignDoc.json().msg).toBe('请上传证明材料');
    const sent = await request({
      identityType: 'doctor',
      realName: '张三',
      organization: '北京协和医院',
      title: '住院医师',
      document: doc.url,
    });
    expect(sent.statusCode).toBe(200);
    const certificate = sent.json().data;
    expect(certificate).toMatchObject({ state: 'pending', identityType: 'doctor', realName: '张三' });
    expect(
      (
        await request({
          identityType: 'doctor',
          realName: '张三',
          organization: '协和',
          title: '医师',
          document: doc.url,
        })
      ).json().msg,
    ).toBe('认证申请正在审核中，请耐心等待');
    const me = await t.app.inject({ method: 'GET', url: '/web/user/current', headers: authed(member) });
    expect(me.json().data).toMatchObject({ type: 'user', certificateState: 'pending' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/web/user/certificate', headers: authed(member) })).json().data
        .certificateId,
    ).toBe(certificate.certificateId);

    const forbidden = await t.app.inject({ method: 'GET', url: '/mng/user/certificate/list', headers: authed(member) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().msg).toBe('拒绝访问');
    expect((await t.app.inject({ method: 'GET', url: '/mng/user/certificate/list' })).statusCode).toBe(401);
    const list = (
      await t.app.inject({ method: 'GET', url: '/mng/user/certificate/list', headers: authed(admin) })
    ).json().data;
    const listed = list.records.find((r: { certificateId: string }) => r.certificateId === certificate.certificateId);
    expect(listed.user.userId).toBe(member.userId);

    const approve = await t.app.inject({
      method: 'POST',
      url: `/mng/user/certificate/approve/${certificate.certificateId}`,
      headers: authed(admin),
    });
    expect(approve.json().data.state).toBe('approved');
    const after = await t.app.inject({ method: 'GET', url: '/web/user/current', headers: authed(member) });
    expect(after.json().data).toMatchObject({ type: 'doctor', certificateState: 'approved' });
    const twice = await t.app.inject({
      method: 'POST',
      url: `/mng/user/certificate/reject/${certificate.certificateId}`,
      headers: authed(admin),
      payload: { reason: '材料不清晰' },
    });
    expect(twice.json().msg).toBe('该认证申请已审核');
  });

  it('rejects a student request with a reason and keeps the ordinary type', async () => {
    const student = await loginByCode(t.app);
    const doc = (await upload(student, 'card.png', await phonePhoto())).json().data;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/web/user/certificate',
      headers: authed(student),
      payload: {
        identityType: 'student',
        realName: '李四',
        organization: '医学院',
        title: '临床医学',
        document: doc.url,
      },
    });
    const id = sent.json().data.certificateId;
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/mng/user/certificate/reject/${id}`,
      headers: authed(admin),
      payload: {},
    });
    expect(noReason.json().msg).toBe('请填写驳回原因');
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/mng/user/certificate/reject/${id}`,
      headers: authed(admin),
      payload: { reason: '学生证照片不清晰' },
    });
    expect(rejected.json().data).toMatchObject({ state: 'rejected', reason: '学生证照片不清晰' });
    const me = await t.app.inject({ method: 'GET', url: '/web/user/current', headers: authed(student) });
    expect(me.json().data).toMatchObject({ type: 'user', certificateState: 'rejected' });
    const other = await t.app.inject({ method: 'GET', url: `/api/user/info/${student.userId}` });
    expect(other.json().data.certificateState).toBe('none');
  });
});
