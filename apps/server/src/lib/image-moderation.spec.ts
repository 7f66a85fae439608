import { loadConfig } from '../config';
import { FakeAliyunGreen } from '../testing/aliyun-green-fake';
import { AliyunImageModerator, ImageModerationError, decisionOfRiskLevel, imageModeratorFor } from './image-moderation';

const SECRET = 'green-test-secret';
const fake = new FakeAliyunGreen(SECRET);
beforeAll(() => fake.start());
afterAll(() => fake.stop());
beforeEach(() => {
  fake.calls.length = 0;
  fake.answerFor = () => ({ riskLevel: 'none' });
});

function moderator(secret = SECRET, timeoutMs = 2000) {
  return new AliyunImageModerator({
    accessKeyId: 'LTAI-green',
    accessKeySecret: secret,
    endpoint: fake.url,
    regionId: 'cn-shanghai',
    service: 'baselineCheck',
    publicUrl: 'https://yiying.example',
    timeoutMs,
  });
}

describe('AliyunImageModerator against a local fake of ImageModeration', () => {
  it('sends a signed call naming the picture by its public address', async () => {
    const verdict = await moderator().check({ url: '/files/m/abc.jpg', dataId: 'media-1' });
    expect(verdict).toEqual({ decision: 'pass', labels: [] });
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call?.signatureOk).toBe(true);
    expect(call?.params.get('Action')).toBe('ImageModeration');
    expect(call?.params.get('Service')).toBe('baselineCheck');
    expect(call?.params.get('SignatureMethod')).toBe('HMAC-SHA1');
    expect(call?.params.get('AccessKeyId')).toBe('LTAI-green');
    expect(call?.serviceParameters).toEqual({ imageUrl: 'https://yiying.example/files/m/abc.jpg', dataId: 'media-1' });
  });

  it('maps the risk levels: high refuses, medium asks for review, low passes, with the labels', async () => {
    fake.answerFor = (url) =>
      url.endsWith('high.jpg')
        ? { riskLevel: 'high', labels: [{ label: 'pornographic_adultContent', confidence: 97.3 }] }
        : url.endsWith('medium.jpg')
          ? { riskLevel: 'medium', labels: [{ label: 'sexual_suggestiveContent', confidence: 71 }] }
          : { riskLevel: 'low', labels: [{ label: 'violent_armedForces', confidence: 40 }] };
    const m = moderator();
    expect(await m.check({ url: '/files/m/high.jpg', dataId: 'a' })).toEqual({
      decision: 'refuse',
      labels: ['pornographic_adultContent'],
    });
    expect(await m.check({ url: '/files/m/medium.jpg', dataId: 'b' })).toEqual({
      decision: 'review',
      labels: ['sexual_suggestiveContent'],
    });
    expect((await m.check({ url: '/files/m/low.jpg', dataId: 'c' })).decision).toBe('pass');
  });

  it('throws when the signature is wrong, the service fails or stays silent', async () => {
    await expect(moderator('wrong-secret').check({ url: '/files/m/x.jpg', dataId: 'x' })).rejects.toBeInstanceOf(
      ImageModerationError,
    );
    fake.answerFor = () => ({ fail: 500 });
    await expect(moderator().check({ url: '/files/m/x.jpg', dataId: 'x' })).rejects.toThrow('图片审核服务拒绝请求');
    fake.answerFor = () => ({ hangMs: 5000 });
    const started = Date.now();
    await expect(moderator(SECRET, 300).check({ url: '/files/m/x.jpg', dataId: 'x' })).rejects.toThrow(
      '图片审核服务无法访问',
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('knows every documented risk level and nothing else', () => {
    expect(decisionOfRiskLevel('none')).toBe('pass');
    expect(decisionOfRiskLevel('unknown')).toBeUndefined();
  });
});

describe('IMAGE_MODERATION configuration', () => {
  it('is off by default', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/x' });
    expect(config.imageModeration).toBe('none');
    expect(imageModeratorFor(config)).toBeUndefined();
  });

  it('needs the keys and the public address for aliyun, and defaults the endpoint', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', IMAGE_MODERATION: 'aliyun' })).toThrow(
      'IMAGE_MODERATION=aliyun 时必须设置 ALIYUN_ACCESS_KEY_ID、ALIYUN_ACCESS_KEY_SECRET、PUBLIC_URL',
    );
    const config = loadConfig({
      NODE_ENV: 'test',
      IMAGE_MODERATION: 'aliyun',
      ALIYUN_ACCESS_KEY_ID: 'id',
      ALIYUN_ACCESS_KEY_SECRET: 'secret',
      PUBLIC_URL: 'https://yiying.example/',
    });
    expect(config.aliyunModeration).toMatchObject({
      endpoint: 'https://green-cip.cn-shanghai.aliyuncs.com',
      regionId: 'cn-shanghai',
      service: 'baselineCheck',
      publicUrl: 'https://yiying.example',
      timeoutMs: 5000,
    });
    expect(imageModeratorFor(config)?.name).toBe('aliyun');
    expect(() => loadConfig({ NODE_ENV: 'test', IMAGE_MODERATION: 'maybe' })).toThrow('IMAGE_MODERATION');
  });
});
