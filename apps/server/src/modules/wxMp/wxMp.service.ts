import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import {
  QR_TICKET_SECONDS,
  type QrCheck,
  type QrRequester,
  type QrState,
  type QrTicket,
  type SessionData,
} from '@yiying/models';
import type { WxMpDb } from './wxMp.db.js';
import { AppError } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { randomToken, sameDigest, sha256 } from '../../lib/secrets.js';
import type { KeyValueStore } from '../../lib/store.js';
import { createWxMember, findUserById, type AccountService } from '../identity/index.js';
import type { QrTicketProvider } from './wxMp.provider.js';
import { findUserIdByOpenid, insertUserOpenid } from './wxMp.repository.js';

export const QR_INVALID_MESSAGE = '二维码已失效，请刷新';
/** Keys of the QR-login state in the shared store. */
export const QR_STORE_PREFIX = 'qr:';
/** Records outlive their QR code a little so a late check reads `expired` rather than nothing. */
const RECORD_GRACE_MS = 60_000;

interface QrRecord {
  ticketHash: string;
  /** SHA-256 of the secret cookie of the browser that asked; only it receives the login code. */
  browserHash: string;
  state: QrState;
  requester: QrRequester;
  expiresAt: number;
  scannedBy?: string;
  code?: string;
}

/**
 * QR-code login. The browser asks for a code and polls `check`; a logged-in phone scans and
 * confirms (or the official account reports the scan); the browser then trades the single-use
 * login code for a session. State lives in the shared store, so any server process can answer.
 */
export class QrLoginService {
  constructor(
    private readonly options: {
      db: WxMpDb;
      store: KeyValueStore;
      clock: Clock;
      accounts: AccountService;
      provider: QrTicketProvider;
      invalidSeconds?: number;
    },
  ) {}

  get kind(): QrTicketProvider['kind'] {
    return this.options.provider.kind;
  }

  private get seconds(): number {
    return this.options.invalidSeconds ?? QR_TICKET_SECONDS;
  }

  private async read(qrcodeId: string): Promise<QrRecord | null> {
    const raw = await this.options.store.get(`${QR_STORE_PREFIX}${qrcodeId}`);
    if (!raw) return null;
    const record = JSON.parse(raw) as QrRecord;
    if (record.state !== 'expired' && record.expiresAt <= this.options.clock()) record.state = 'expired';
    return record;
  }

  private async write(qrcodeId: string, record: QrRecord): Promise<void> {
    const ttl = record.expiresAt + RECORD_GRACE_MS - this.options.clock();
    if (ttl > 0) await this.options.store.set(`${QR_STORE_PREFIX}${qrcodeId}`, JSON.stringify(record), ttl);
  }

  /** A new QR code valid `seconds` (the site's default without); `browserSecret` goes to the asking browser as a cookie. */
  async create(
    requester: { ip: string; userAgent: string },
    origin: string,
    seconds = this.seconds,
  ): Promise<{ qr: QrTicket; browserSecret: string }> {
    const now = this.options.clock();
    const qrcodeId = randomToken(16);
    const browserSecret = randomToken(24);
    const { ticket, url } = await this.options.provider.createTicket(qrcodeId, seconds, origin);
    await this.write(qrcodeId, {
      ticketHash: sha256(ticket),
      browserHash: sha256(browserSecret),
      state: 'waiting',
      requester: { ip: requester.ip, userAgent: requester.userAgent.slice(0, 200), createTime: isoAt(now) },
      expiresAt: now + seconds * 1000,
    });
    const image = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
    return { qr: { qrcodeId, ticket, image, url, invalidTime: seconds }, browserSecret };
  }

  /** Whether `browserSecret` is the cookie of the browser that asked for the QR code. */
  private askedBy(record: QrRecord, browserSecret: string | undefined): boolean {
    return Boolean(browserSecret) && sameDigest(record.browserHash, sha256(browserSecret ?? ''));
  }

  /**
   * The state of a QR code, for the browser that asked for it only (its cookie): anyone else who saw the code learns
   * nothing, neither the state nor the requester's address and browser.
   */
  async check(qrcodeId: string, browserSecret: string | undefined): Promise<QrCheck> {
    const record = await this.read(qrcodeId);
    if (record && !this.askedBy(record, browserSecret)) throw new AppError('BAD_REQUEST', QR_INVALID_MESSAGE);
    if (!record || record.state === 'expired') return { state: 'expired' };
    const answer: QrCheck = { state: record.state, requester: record.requester };
    if (record.state === 'confirmed' && record.code) answer.code = record.code;
    return answer;
  }

  private async live(qrcodeId: string, ticket: string): Promise<QrRecord> {
    const record = await this.read(qrcodeId);
    if (!record || record.state === 'expired' || !ticket || !sameDigest(record.ticketHash, sha256(ticket))) {
      throw new AppError('BAD_REQUEST', QR_INVALID_MESSAGE);
    }
    return record;
  }

  /** The phone's member opened the QR code: answers who is asking. */
  async scan(qrcodeId: string, ticket: string, userId: string): Promise<{ state: 'scanned'; requester: QrRequester }> {
    const record = await this.live(qrcodeId, ticket);
    if (record.state === 'confirmed' || (record.state === 'scanned' && record.scannedBy !== userId)) {
      throw new AppError('BAD_REQUEST', QR_INVALID_MESSAGE);
    }
    await this.write(qrcodeId, { ...record, state: 'scanned', scannedBy: userId });
    return { state: 'scanned', requester: record.requester };
  }

  async confirm(qrcodeId: string, ticket: string, userId: string): Promise<{ state: 'confirmed' }> {
    const record = await this.live(qrcodeId, ticket);
    if (record.state !== 'scanned' || record.scannedBy !== userId) {
      throw new AppError('BAD_REQUEST', QR_INVALID_MESSAGE);
    }
    await this.approve(qrcodeId, record, userId);
    return { state: 'confirmed' };
  }

  private async approve(qrcodeId: string, record: QrRecord, userId: string): Promise<void> {
    const code = randomToken(24);
    const ttl = record.expiresAt - this.options.clock();
    if (ttl <= 0) throw new AppError('BAD_REQUEST', QR_INVALID_MESSAGE);
    await this.options.store.set(
      `${QR_STORE_PREFIX}code:${qrcodeId}`,
      JSON.stringify({ codeHash: sha256(code), userId }),
      ttl,
    );
    await this.write(qrcodeId, { ...record, state: 'confirmed', scannedBy: userId, code });
  }

  /**
   * Voids a QR code: the browser that asked for it, or the member whose phone scanned it (取消 on the phone), may;
   * anyone else gets 400 and the code lives on.
   */
  async expire(qrcodeId: string, browserSecret: string | undefined, userId?: string): Promise<{ state: 'expired' }> {
    const record = await this.read(qrcodeId);
    const scanner = Boolean(userId) && record?.scannedBy === userId;
    if (record && !scanner && !this.askedBy(record, browserSecret)) {
      throw new AppError('BAD_REQUEST', QR_INVALID_MESSAGE);
    }
    await this.options.store.delete(`${QR_STORE_PREFIX}code:${qrcodeId}`);
    if (record) await this.write(qrcodeId, { ...record, state: 'expired', code: undefined });
    return { state: 'expired' };
  }

  /**
   * Trades the login code for a session. The code is checked before the grant is consumed, so a wrong code spoils
   * nothing for the browser that holds the right one; `take` then makes the grant single use across processes.
   */
  async login(code: string, qrcodeId: string): Promise<SessionData> {
    const key = `${QR_STORE_PREFIX}code:${qrcodeId}`;
    const peeked = await this.options.store.get(key);
    const matches = (raw: string | null): raw is string =>
      raw !== null && Boolean(code) && sameDigest((JSON.parse(raw) as { codeHash: string }).codeHash, sha256(code));
    if (!matches(peeked)) throw new AppError('BAD_REQUEST', QR_INVALID_MESSAGE);
    const raw = await this.options.store.take(key);
    const record = await this.read(qrcodeId);
    if (record) await this.write(qrcodeId, { ...record, state: 'expired', code: undefined });
    if (!matches(raw) || !record || record.expiresAt <= this.options.clock())
      throw new AppError('BAD_REQUEST', QR_INVALID_MESSAGE);
    const grant = JSON.parse(raw) as { codeHash: string; userId: string };
    const user = await findUserById(this.options.db, grant.userId);
    if (!user) throw new AppError('BAD_REQUEST', QR_INVALID_MESSAGE);
    return this.options.accounts.open(user, 'qrcode');
  }

  /**
   * Scan event of the official account: the follower `openid` scanned QR code `qrcodeId`. Scanning
   * with the messaging app is the confirmation; a follower seen for the first time becomes a member.
   */
  async scannedByFollower(qrcodeId: string, openid: string): Promise<boolean> {
    const record = await this.read(qrcodeId);
    if (!record || record.state !== 'waiting') return false;
    const { db, clock } = this.options;
    let userId = await findUserIdByOpenid(db, openid);
    if (!userId) {
      const user = await createWxMember(db, clock());
      await insertUserOpenid(db, openid, user.user_id, isoAt(clock()));
      // Two scan events of one new follower may race: the stored mapping wins.
      userId = (await findUserIdByOpenid(db, openid)) ?? user.user_id;
    }
    await this.approve(qrcodeId, record, userId);
    return true;
  }
}

/** Signature of an official-account callback: SHA-1 of the sorted token, timestamp and nonce. */
export function wxSignature(token: string, timestamp: string, nonce: string): string {
  return createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');
}
