import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SQLITE_TARGET, useTestApp } from '../testing/test-app';
import { freshMobile } from '../testing/identity';
import { AliyunSmsProvider, ConsoleSmsProvider, SmsDeliveryError } from './sms-provider';

const SECRET = 'test-secret-key';

/** The documented check, written apart from the adapter: RFC 3986 encoding, sorted, HMAC-SHA1 with `secret&`. */
function expectedSignature(method: string, params: URLSearchParams, secret: string): string {
  const enc = (v: string) =>
    encodeURIComponent(v).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
  const pairs = [...params.entries()]
    .filter(([k]) => k !== 'Signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
  return createHmac('sha1', `${secret}&`)
    .update(`${method}&${enc('/')}&${enc(canonical)}`)
    .digest('base64');
}

interface FakeCall {
  method: string;
  params: URLSearchParams;
}

/** A local stand-in for dysmsapi.aliyuncs.com: checks the signature and answers as the API does. */
class FakeAliyun {
  readonly calls: FakeCall[] = [];
  answer: 'ok' | 'limited' = 'ok';
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const params = new URLSearchParams(body);
        this.calls.push({ method: req.method ?? '', params });
        res.setHeader('content-type', 'application/json');
        if (params.get('Signature') !== expectedSignature(req.method ?? '', params, SECRET)) {
          res.statusCode = 400;
          res.end(JSON.stringify({ Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched' }));
        } else if (this.answer === 'limited') {
          res.end(JSON.stringify({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控', RequestId: 'r2' }));
        } else {
          res.end(JSON.stringify({ Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'r1' }));
        }
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const fake = new FakeAliyun();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

function provider(secret = SECRET) {
  return new AliyunSmsProvider({
    accessKeyId: 'LTAI-test',
    accessKeySecret: secret,
    signName: '医影',
    templateCode: 'SMS_123456',
    endpoint: fake.url,
    regionId: 'cn-hangzhou',
  });
}

describe('AliyunSmsProvider against a local fake of the SendSms API', () => {
  it('sends a signed SendSms call with the code in the template parameter', async () => {
    await provider().send({ mobile: '13800000001', code: '482910', scope: 'login' });
    const call = fake.calls.at(-1) as FakeCall;
    expect(call.method).toBe('POST');
    expect(Object.fromEntries(call.params)).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      AccessKeyId: 'LTAI-test',
      PhoneNumbers: '13800000001',
      SignName: '医影',
      TemplateCode: 'SMS_123456',
      TemplateParam: '{"code":"482910"}',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      Format: 'JSON',
    });
    expect(call.params.get('Timestamp')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('fails on a wrong secret (the fake checks the signature) and on a refusal, naming the gateway code only', async () => {
    await expect(provider('wrong').send({ mobile: '13800000001', code: '111111', scope: 'login' })).rejects.toThrow(
      'SignatureDoesNotMatch',
    );
    fake.answer = 'limited';
    const error = await provider()
      .send({ mobile: '13800000001', code: '222222', scope: 'login' })
      .catch((e: unknown) => e);
    fake.answer = 'ok';
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as Error).message).toContain('isv.BUSINESS_LIMIT_CONTROL');
    expect((error as Error).message).not.toContain('222222');
  });
});

describe('the server with SMS_PROVIDER=aliyun', () => {
  const t = useTestApp(SQLITE_TARGET, {
    env: {
      SMS_PROVIDER: 'aliyun',
      SMS_ALIYUN_ACCESS_KEY_ID: 'LTAI-test',
      SMS_ALIYUN_ACCESS_KEY_SECRET: SECRET,
      SMS_ALIYUN_SIGN_NAME: '医影',
      SMS_ALIYUN_TEMPLATE_CODE: 'SMS_123456',
      get SMS_ALIYUN_ENDPOINT() {
        return fake.url;
      },
    },
  });

  it('delivers the code through the gateway and logs the member in with it', async () => {
    const mobile = freshMobile();
    const sent = await t.app.inject({ method: 'POST', url: '/web/user/sendSms', payload: { mobile, scope: 'login' } });
    expect(sent.statusCode).toBe(200);
    const call = fake.calls.at(-1) as FakeCall;
    expect(call.params.get('PhoneNumbers')).toBe(mobile);
    const code = JSON.parse(call.params.get('TemplateParam') as string).code as string;
    const login = await t.app.inject({ method: 'POST', url: '/web/user/login', payload: { mobile, code } });
    expect(login.statusCode).toBe(200);
  });

  it('answers 503 in Chinese when the gateway refuses', async () => {
    fake.answer = 'limited';
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/user/sendSms',
      payload: { mobile: freshMobile(), scope: 'login' },
    });
    fake.answer = 'ok';
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 503, msg: '短信发送失败，请稍后重试', data: null });
  });
});

describe('ConsoleSmsProvider', () => {
  function recorder() {
    const lines: { level: string; args: unknown[] }[] = [];
    const at =
      (level: string) =>
      (...args: unknown[]) =>
        lines.push({ level, args });
    const log = { info: at('info'), debug: at('debug'), warn: at('warn'), error: at('error') };
    return { lines, log: log as unknown as FastifyBaseLogger };
  }

  it('in development writes the code at debug level only, never at info', async () => {
    const { lines, log } = recorder();
    await new ConsoleSmsProvider(log, true).send({ mobile: '13800000001', code: '188499', scope: 'login' });
    expect(lines.filter((l) => JSON.stringify(l.args).includes('188499')).map((l) => l.level)).toEqual(['debug']);
  });

  it('in production never writes the code', async () => {
    const { lines, log } = recorder();
    await new ConsoleSmsProvider(log, false).send({ mobile: '13800000001', code: '188499', scope: 'login' });
    expect(JSON.stringify(lines)).not.toContain('188499');
    expect(JSON.stringify(lines)).not.toContain('13800000001');
  });
});
