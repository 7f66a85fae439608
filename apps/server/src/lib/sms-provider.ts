import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CaptchaScope } from '@yiying/models';
import type { AliyunSmsConfig } from '../config.js';

export interface SmsMessage {
  mobile: string;
  code: string;
  scope: CaptchaScope;
}

/** A notice without a code: the account's mobile was changed to `newMobile` (sent to the old number). */
export interface SmsNotice {
  mobile: string;
  kind: 'mobileChanged';
  newMobile: string;
}

/** Where SMS codes go: the console in development, a gateway (Aliyun SMS) in production. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
  /** Security notices (no code); a provider without a notice template skips them. */
  notify?(notice: SmsNotice): Promise<void>;
}

/** Thrown when the gateway refuses or cannot be reached; the message names the gateway's code, never the SMS code. */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/**
 * Development provider: no SMS leaves the machine. The code goes to the log at debug level only, and never when
 * `revealCodes` is false (production, where `SMS_PROVIDER=console` was set on purpose).
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly revealCodes = true,
  ) {}

  async send({ mobile, code, scope }: SmsMessage): Promise<void> {
    if (this.revealCodes) this.log.debug({ mobile, scope, code }, `短信验证码 ${code}（${mobile}，${scope}）`);
    else this.log.info({ mobile: maskMobile(mobile), scope }, '短信验证码未发送（SMS_PROVIDER=console）');
  }

  async notify({ mobile, kind, newMobile }: SmsNotice): Promise<void> {
    this.log.info({ mobile: maskMobile(mobile), kind, newMobile: maskMobile(newMobile) }, '安全通知短信（未发送）');
  }
}

export function maskMobile(mobile: string): string {
  return mobile.length > 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

/** RFC 3986 encoding as Aliyun's signature wants it: only A–Z a–z 0–9 - _ . ~ stay as they are. */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Signature of an Aliyun RPC-style call (signature version 1.0): HMAC-SHA1 with `secret&` over
 * `METHOD&%2F&` + the encoded, sorted, encoded query.
 */
export function aliyunSignature(method: string, params: Record<string, string>, accessKeySecret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(params[key] as string)}`)
    .join('&');
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

export interface AliyunSmsOptions {
  /** Injected for tests: the time and nonce of a request. */
  now?: () => Date;
  nonce?: () => string;
  /** Milliseconds before the call is abandoned. */
  timeoutMs?: number;
}

/** Aliyun SMS (`dysmsapi`, `SendSms`, version 2017-05-25) with signed requests; the template takes `{"code":…}`. */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';

  constructor(
    private readonly config: AliyunSmsConfig,
    private readonly options: AliyunSmsOptions = {},
  ) {}

  /** The signed parameters of one `SendSms` call (public for the tests of the signature). */
  signedParams(message: SmsMessage): Record<string, string> {
    return this.signed(message.mobile, this.config.templateCode, { code: message.code });
  }

  private signed(mobile: string, templateCode: string, templateParam: Record<string, string>): Record<string, string> {
    const { config } = this;
    const params: Record<string, string> = {
      AccessKeyId: config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: mobile,
      RegionId: config.regionId,
      SignName: config.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: (this.options.nonce ?? randomUUID)(),
      SignatureVersion: '1.0',
      TemplateCode: templateCode,
      TemplateParam: JSON.stringify(templateParam),
      Timestamp: (this.options.now?.() ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    return { ...params, Signature: aliyunSignature('POST', params, config.accessKeySecret) };
  }

  async send(message: SmsMessage): Promise<void> {
    await this.call(this.signedParams(message));
  }

  /** The mobile-changed notice through `SMS_ALIYUN_NOTICE_TEMPLATE_CODE` (template parameter `mobile`, masked). */
  async notify(notice: SmsNotice): Promise<void> {
    if (!this.config.noticeTemplateCode) return;
    await this.call(
      this.signed(notice.mobile, this.config.noticeTemplateCode, { mobile: maskMobile(notice.newMobile) }),
    );
  }

  private async call(params: Record<string, string>): Promise<void> {
    const body = Object.entries(params)
      .map(([key, value]) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(value)}`)
      .join('&');
    let response: Response;
    try {
      response = await fetch(`${this.config.endpoint}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsDeliveryError(`短信网关无法访问：${error instanceof Error ? error.name : 'error'}`);
    }
    let answer: { Code?: string; Message?: string } = {};
    try {
      answer = (await response.json()) as typeof answer;
    } catch {
      answer = {};
    }
    if (!response.ok || answer.Code !== 'OK') {
      throw new SmsDeliveryError(`短信网关拒绝发送（${answer.Code ?? response.status}）`, answer.Code);
    }
  }
}
