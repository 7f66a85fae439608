import type { WxMpConfig } from '../../config.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { randomToken } from '../../lib/secrets.js';

/** Where the QR code of a login points to. */
export interface QrTicketProvider {
  readonly kind: 'site' | 'wxmp';
  /** A ticket and the URL the QR code encodes, valid `seconds`. */
  createTicket(qrcodeId: string, seconds: number, origin: string): Promise<{ ticket: string; url: string }>;
}

/** Built-in: the QR code opens a page of this site where a logged-in member confirms the login. */
export class SiteQrProvider implements QrTicketProvider {
  readonly kind = 'site';

  async createTicket(qrcodeId: string, _seconds: number, origin: string): Promise<{ ticket: string; url: string }> {
    const ticket = randomToken(24);
    const query = new URLSearchParams({ qrcodeId, ticket });
    return { ticket, url: `${origin}/my/qrcode?${query.toString()}` };
  }
}

export const WXMP_UNAVAILABLE_MESSAGE = '扫码登录暂不可用，请稍后再试';

interface WxAnswer {
  errcode?: number;
  errmsg?: string;
}

/**
 * Official-account provider: a parametric QR code (`QR_STR_SCENE`, scene = qrcodeId) made by the
 * messaging app; its scan event reaches `/web/wxMp/callback`. The access token is cached until
 * shortly before it expires.
 */
export class WxMpQrProvider implements QrTicketProvider {
  readonly kind = 'wxmp';
  private accessToken: { value: string; expires: number } | null = null;

  constructor(
    private readonly config: WxMpConfig,
    private readonly clock: Clock,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async call<T extends WxAnswer>(path: string, init?: RequestInit): Promise<T> {
    let answer: T;
    try {
      const response = await this.fetchImpl(`${this.config.apiBase}${path}`, {
        ...init,
        signal: AbortSignal.timeout(5_000),
      });
      answer = (await response.json()) as T;
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', WXMP_UNAVAILABLE_MESSAGE);
    }
    if (answer.errcode) {
      // A rejected token is dropped so the next call fetches a fresh one.
      if (answer.errcode === 40001 || answer.errcode === 42001) this.accessToken = null;
      throw new AppError('SERVICE_UNAVAILABLE', WXMP_UNAVAILABLE_MESSAGE);
    }
    return answer;
  }

  async token(): Promise<string> {
    const now = this.clock();
    if (this.accessToken && this.accessToken.expires > now) return this.accessToken.value;
    const query = new URLSearchParams({
      grant_type: 'client_credential',
      appid: this.config.appId,
      secret: this.config.appSecret,
    });
    const answer = await this.call<WxAnswer & { access_token?: string; expires_in?: number }>(
      `/cgi-bin/token?${query.toString()}`,
    );
    if (!answer.access_token) throw new AppError('SERVICE_UNAVAILABLE', WXMP_UNAVAILABLE_MESSAGE);
    const lifetime = (answer.expires_in ?? 7200) * 1000;
    this.accessToken = { value: answer.access_token, expires: now + Math.max(0, lifetime - 5 * 60_000) };
    return answer.access_token;
  }

  async createTicket(qrcodeId: string, seconds: number): Promise<{ ticket: string; url: string }> {
    const token = await this.token();
    const answer = await this.call<WxAnswer & { ticket?: string; url?: string }>(
      `/cgi-bin/qrcode/create?access_token=${encodeURIComponent(token)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          expire_seconds: seconds,
          action_name: 'QR_STR_SCENE',
          action_info: { scene: { scene_str: qrcodeId } },
        }),
      },
    );
    if (!answer.ticket || !answer.url) throw new AppError('SERVICE_UNAVAILABLE', WXMP_UNAVAILABLE_MESSAGE);
    return { ticket: answer.ticket, url: answer.url };
  }
}

/** Fields of a callback message: `<Tag><![CDATA[value]]></Tag>` or `<Tag>value</Tag>` at any depth. */
export function parseWxXml(xml: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const pattern = /<([A-Za-z]+)>\s*(?:<!\[CDATA\[([\s\S]*?)\]\]>|([^<]*))\s*<\/\1>/g;
  for (let match = pattern.exec(xml); match; match = pattern.exec(xml)) {
    const [, tag, cdata, plain] = match;
    if (tag && !(tag in fields)) fields[tag] = (cdata ?? plain ?? '').trim();
  }
  return fields;
}
