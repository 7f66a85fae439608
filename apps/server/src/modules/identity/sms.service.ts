import type { FastifyBaseLogger } from 'fastify';
import { SMS_CODE_LENGTH, type CaptchaScope, type SmsOutboxEntry } from '@yiying/models';
import type { IdentityDb } from './identity.db.js';
import { AppError, tooManyRequests } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { randomDigits, sameDigest, sha256 } from '../../lib/secrets.js';
import type { KeyValueStore } from '../../lib/store.js';
import type { SmsNotice, SmsProvider } from '../../lib/sms-provider.js';
import { addSmsCodeTry, consumeSmsCode, findLatestSmsCode, insertSmsCode } from './sms.repository.js';

export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_MAX_TRIES = 5;
export const SMS_RESEND_GAP_MS = 60_000;
const DAY_MS = 24 * 3_600_000;
/** Daily caps restart at midnight in China (UTC+8), where the members live. */
const DAY_OFFSET_MS = 8 * 3_600_000;
const OUTBOX_SIZE = 20;

export const CODE_INVALID_MESSAGE = '验证码错误或已过期';
export const CODE_TOO_MANY_TRIES_MESSAGE = '验证码错误次数过多，请重新获取';
export const SMS_DELIVERY_FAILED_MESSAGE = '短信发送失败，请稍后重试';

export interface SmsServiceOptions {
  db: IdentityDb;
  store: KeyValueStore;
  provider: SmsProvider;
  clock: Clock;
  maxPerMobilePerDay: number;
  maxPerIpPerDay: number;
  /** Keep sent codes for `GET /dev/sms/outbox` (development and test only). */
  outbox: boolean;
  log?: FastifyBaseLogger;
}

function codeDigest(mobile: string, scope: CaptchaScope, code: string): string {
  return sha256(`${mobile}:${scope}:${code}`);
}

/** SMS codes (DESIGN §6): 6 secure digits, stored hashed, single use, 5 minutes, 5 tries, throttled. */
export class SmsService {
  constructor(private readonly options: SmsServiceOptions) {}

  /**
   * Sends a code. Known and unknown mobiles get the same treatment and the same answer: the code
   * only proves that the caller holds the phone; what it unlocks is decided when it is used.
   */
  async send(mobile: string, scope: CaptchaScope, ip: string): Promise<void> {
    const { store, clock } = this.options;
    const now = clock();
    if (!(await store.setIfAbsent(`sms:gap:${mobile}`, '1', SMS_RESEND_GAP_MS))) {
      throw tooManyRequests((await store.ttl(`sms:gap:${mobile}`)) / 1000);
    }
    const day = Math.floor((now + DAY_OFFSET_MS) / DAY_MS);
    const untilTomorrow = (day + 1) * DAY_MS - DAY_OFFSET_MS - now;
    const ipCount = await store.increment(`sms:day:ip:${day}:${ip}`, untilTomorrow);
    const mobileCount = await store.increment(`sms:day:mobile:${day}:${mobile}`, untilTomorrow);
    if (ipCount > this.options.maxPerIpPerDay || mobileCount > this.options.maxPerMobilePerDay) {
      throw tooManyRequests(untilTomorrow / 1000);
    }

    const code = randomDigits(SMS_CODE_LENGTH);
    await insertSmsCode(this.options.db, {
      code_id: newId(now),
      mobile,
      scope,
      code_hash: codeDigest(mobile, scope, code),
      tries: 0,
      expire_time: isoAt(now + SMS_CODE_TTL_MS),
      used_time: null,
      create_time: isoAt(now),
    });
    try {
      await this.options.provider.send({ mobile, code, scope });
    } catch (error) {
      // The gateway's reason goes to the log (never the code); the member gets a plain answer.
      this.options.log?.warn({ err: error, provider: this.options.provider.name }, 'SMS delivery failed');
      throw new AppError('SERVICE_UNAVAILABLE', SMS_DELIVERY_FAILED_MESSAGE);
    }
    if (this.options.outbox) {
      const entry = JSON.stringify({ mobile, code, scope, createTime: isoAt(now) } satisfies SmsOutboxEntry);
      await store.push(`sms:outbox:${mobile}`, entry, OUTBOX_SIZE, DAY_MS);
      await store.push('sms:outbox', entry, OUTBOX_SIZE, DAY_MS);
    }
  }

  /** Uses the latest code of the mobile and scope, or throws the 400 of the contract. */
  async verify(mobile: string, scope: CaptchaScope, code: string): Promise<void> {
    const { db, clock } = this.options;
    const nowIso = isoAt(clock());
    const row = await findLatestSmsCode(db, mobile, scope);
    if (!row || row.expire_time <= nowIso) throw new AppError('BAD_REQUEST', CODE_INVALID_MESSAGE);
    if (row.tries >= SMS_MAX_TRIES) throw new AppError('BAD_REQUEST', CODE_TOO_MANY_TRIES_MESSAGE);
    if (!sameDigest(row.code_hash, codeDigest(mobile, scope, code))) {
      const tries = await addSmsCodeTry(db, row.code_id);
      throw new AppError('BAD_REQUEST', tries >= SMS_MAX_TRIES ? CODE_TOO_MANY_TRIES_MESSAGE : CODE_INVALID_MESSAGE);
    }
    if (!(await consumeSmsCode(db, row.code_id, SMS_MAX_TRIES, nowIso))) {
      throw new AppError('BAD_REQUEST', CODE_INVALID_MESSAGE);
    }
  }

  /**
   * A security notice to `mobile` (the old number after a mobile change). A gateway failure is logged, never thrown:
   * the change it reports is already made.
   */
  async notify(mobile: string, notice: Omit<SmsNotice, 'mobile'>): Promise<void> {
    try {
      await this.options.provider.notify?.({ ...notice, mobile });
    } catch (error) {
      this.options.log?.warn({ err: error, provider: this.options.provider.name }, 'SMS notice failed');
    }
  }

  /** Codes sent lately, newest first (development outbox). */
  async outbox(mobile?: string): Promise<SmsOutboxEntry[]> {
    const items = await this.options.store.list(mobile ? `sms:outbox:${mobile}` : 'sms:outbox');
    return items.map((item) => JSON.parse(item) as SmsOutboxEntry);
  }
}
