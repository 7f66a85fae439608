import type { FastifyBaseLogger } from 'fastify';
import type { CaptchaScope } from '@yiying/models';

export interface SmsMessage {
  mobile: string;
  code: string;
  scope: CaptchaScope;
}

/** Where SMS codes go; a real gateway (Aliyun, Tencent Cloud, …) implements the same call. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** Development provider: the code is written to the server log and nowhere else. */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';

  constructor(private readonly log: FastifyBaseLogger) {}

  async send({ mobile, code, scope }: SmsMessage): Promise<void> {
    this.log.info({ mobile, scope, code }, `短信验证码 ${code}（${mobile}，${scope}）`);
  }
}
