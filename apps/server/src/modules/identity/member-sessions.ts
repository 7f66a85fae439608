import type { MemberSession } from '@yiying/models';
import type { IdentityDb } from './identity.db.js';
import { AppError } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { describeDevice, maskAddress } from './device.js';
import { familyStartTimes, listLiveTokens } from './session.repository.js';
import type { Session, TokenService } from './token.service.js';
import { SESSION_UNKNOWN_MESSAGE } from './account.service.js';

/** 登录设备: each live login of the member, with its device, approximate place and latest use; the current first. */
export async function listMemberSessions(db: IdentityDb, clock: Clock, session: Session): Promise<MemberSession[]> {
  const rows = await listLiveTokens(db, session.userId, isoAt(clock()));
  const latest = new Map<string, (typeof rows)[number]>();
  // Within the refresh grace a login may hold two live pairs; the newest speaks for it.
  for (const row of rows) if (!latest.has(row.family_id)) latest.set(row.family_id, row);
  const starts = await familyStartTimes(db, [...latest.keys()]);
  const sessions = [...latest.values()].map(
    (row): MemberSession => ({
      sessionId: row.family_id,
      device: describeDevice(row.user_agent),
      place: maskAddress(row.ip),
      lastUseTime: row.last_used_time ?? row.create_time,
      createTime: starts.get(row.family_id) ?? row.create_time,
      current: row.family_id === session.familyId,
    }),
  );
  return sessions.sort((a, b) => Number(b.current) - Number(a.current) || b.lastUseTime.localeCompare(a.lastUseTime));
}

/** Ends one login of the member (its chat sockets close too); 404 for a login that is not theirs or already over. */
export async function endMemberSession(
  db: IdentityDb,
  clock: Clock,
  tokens: TokenService,
  session: Session,
  sessionId: string,
): Promise<void> {
  const live = await listLiveTokens(db, session.userId, isoAt(clock()));
  if (!live.some((row) => row.family_id === sessionId)) throw new AppError('NOT_FOUND', SESSION_UNKNOWN_MESSAGE);
  await tokens.revokeFamily(sessionId);
}
