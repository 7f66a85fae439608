import type { LoginType } from '@yiying/models';
import type { IdentityDb } from './identity.db.js';
import { AppError } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import {
  findTokenByAccessHash,
  findTokenByRefreshHash,
  insertToken,
  markRotated,
  revokeFamily,
  markUsed,
  revokeUserTokens,
} from './session.repository.js';
import type { UserTokenRow } from './session.table.js';

/** DESIGN §6: the access token lives 2 h, the refresh token 30 days. */
export const ACCESS_TOKEN_TTL_MS = 2 * 3_600_000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3_600_000;

/** What a valid access token says about its bearer. */
export interface Session {
  userId: string;
  tokenId: string;
  familyId: string;
  loginType: LoginType;
  /** When the access token stops being valid (ISO time); a chat socket refuses sends past it. */
  accessExpireTime?: string;
}

/** Where a request came from: recorded on the session it used (登录设备). */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/** A session's latest use is written again only after this long (or from a new address). */
export const LAST_USE_WRITE_MS = 5 * 60_000;

/** Tokens that stopped being valid: one login's family, or every session of a member but `keepFamily`. */
export type Revocation = { familyId: string } | { userId: string; keepFamily?: string };

export interface IssuedTokens {
  token: string;
  refreshToken: string;
  userId: string;
}

/**
 * Random tokens stored as SHA-256. Each refresh rotates the pair inside its family; presenting a
 * refresh token that was already exchanged means it leaked, so the whole family is revoked.
 */
export class TokenService {
  private readonly revocationListeners = new Set<(revocation: Revocation) => void>();
  private readonly issueGuards = new Set<(userId: string) => Promise<void>>();

  constructor(
    private readonly db: IdentityDb,
    private readonly clock: Clock,
    /** Milliseconds after an exchange during which the same refresh token is still honoured (tabs refreshing at once). */
    private readonly refreshGraceMs = 10_000,
  ) {}

  async issue(
    userId: string,
    loginType: LoginType,
    familyId?: string,
    origin?: Pick<UserTokenRow, 'ip' | 'user_agent' | 'last_used_time'>,
  ): Promise<IssuedTokens> {
    for (const guard of [...this.issueGuards]) await guard(userId);
    const now = this.clock();
    const token = randomToken();
    const refreshToken = randomToken();
    await insertToken(this.db, {
      token_id: newId(now),
      family_id: familyId ?? newId(now),
      user_id: userId,
      access_hash: sha256(token),
      refresh_hash: sha256(refreshToken),
      login_type: loginType,
      access_expire_time: isoAt(now + ACCESS_TOKEN_TTL_MS),
      refresh_expire_time: isoAt(now + REFRESH_TOKEN_TTL_MS),
      rotated_time: null,
      revoked_time: null,
      create_time: isoAt(now),
      ip: origin?.ip ?? null,
      user_agent: origin?.user_agent ?? null,
      last_used_time: origin?.last_used_time ?? null,
    });
    return { token, refreshToken, userId };
  }

  /** The session of a live access token, or null (missing, unknown, expired or revoked). */
  async authenticate(token: string | undefined, client?: ClientInfo): Promise<Session | null> {
    if (!token) return null;
    const row = await findTokenByAccessHash(this.db, sha256(token));
    const now = this.clock();
    if (!row || row.revoked_time !== null || row.access_expire_time <= isoAt(now)) return null;
    if (
      client &&
      (!row.last_used_time || now - Date.parse(row.last_used_time) >= LAST_USE_WRITE_MS || row.ip !== client.ip)
    ) {
      await markUsed(this.db, row.token_id, { ip: client.ip, userAgent: client.userAgent.slice(0, 200) }, isoAt(now));
    }
    return {
      userId: row.user_id,
      tokenId: row.token_id,
      familyId: row.family_id,
      loginType: row.login_type,
      accessExpireTime: row.access_expire_time,
    };
  }

  /**
   * A new pair for a live refresh token; 401 for anything else. A token exchanged within the grace window (two
   * tabs or a retried request refreshing at once) gets a pair of its own in the same family; one presented later
   * than that was copied, and the whole family is revoked.
   */
  async refresh(refreshToken: string): Promise<{ tokens: IssuedTokens; loginType: LoginType }> {
    const now = this.clock();
    const nowIso = isoAt(now);
    const row = await findTokenByRefreshHash(this.db, sha256(refreshToken));
    if (!row || row.revoked_time !== null) throw new AppError('UNAUTHORIZED');
    if (row.refresh_expire_time <= nowIso) throw new AppError('UNAUTHORIZED');
    const withinGrace = (rotated: string | null) =>
      rotated !== null && now - Date.parse(rotated) <= this.refreshGraceMs;
    if (row.rotated_time !== null && !withinGrace(row.rotated_time)) {
      await this.revokeFamily(row.family_id);
      throw new AppError('UNAUTHORIZED');
    }
    if (row.rotated_time === null && !(await markRotated(this.db, row.token_id, nowIso))) {
      // Another request exchanged it an instant ago: the same grace applies, unless the family was revoked meanwhile.
      const again = await findTokenByRefreshHash(this.db, sha256(refreshToken));
      if (!again || again.revoked_time !== null || !withinGrace(again.rotated_time)) {
        await this.revokeFamily(row.family_id);
        throw new AppError('UNAUTHORIZED');
      }
    }
    const tokens = await this.issue(row.user_id, row.login_type, row.family_id, row);
    return { tokens, loginType: row.login_type };
  }

  async revokeFamily(familyId: string): Promise<void> {
    await revokeFamily(this.db, familyId, isoAt(this.clock()));
    this.announce({ familyId });
  }

  async revokeUser(userId: string, keepFamily?: string): Promise<void> {
    await revokeUserTokens(this.db, userId, isoAt(this.clock()), keepFamily);
    this.announce(keepFamily ? { userId, keepFamily } : { userId });
  }

  /**
   * Calls `listener` after every revocation (logout, a leaked refresh token, a password change, a ban), so
   * whatever holds a session open on a token (the chat sockets) can end it at once. Returns the unsubscribe function.
   */
  onRevoked(listener: (revocation: Revocation) => void): () => void {
    if (typeof listener !== 'function') throw new TypeError('TokenService.onRevoked expects a function');
    this.revocationListeners.add(listener);
    return () => {
      this.revocationListeners.delete(listener);
    };
  }

  /**
   * Runs `guard` before every token pair is issued (login by any method, sign-up, refresh); a guard that throws
   * refuses the session with its error (a banned member). Returns the unsubscribe function.
   */
  guardIssue(guard: (userId: string) => Promise<void>): () => void {
    if (typeof guard !== 'function') throw new TypeError('TokenService.guardIssue expects a function');
    this.issueGuards.add(guard);
    return () => {
      this.issueGuards.delete(guard);
    };
  }

  private announce(revocation: Revocation): void {
    for (const listener of [...this.revocationListeners]) listener(revocation);
  }
}
