import type { Kysely } from 'kysely';
import type { IdentityUser } from '@yiying/models';
import type { ProfileChangesBody } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { findUserById, updateUser, userRowToView, type Session, type UserChanges } from '../identity/index.js';
import type { UploadService } from '../upload/index.js';

export const AVATAR_INVALID_MESSAGE = '请先上传头像图片';

/** What a profile change needs. */
export interface ProfileDeps {
  db: Kysely<Database>;
  clock: Clock;
  uploads: UploadService;
}

/** Applies profile changes; an avatar must be a picture the member uploaded (or the one already set). */
export async function updateProfile(
  { db, clock, uploads }: ProfileDeps,
  session: Session,
  changes: ProfileChangesBody,
): Promise<IdentityUser> {
  const user = await findUserById(db, session.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  const patch: UserChanges = {};
  if (changes.username !== undefined) patch.username = changes.username;
  if (changes.signature !== undefined) patch.signature = changes.signature || null;
  if (changes.avatar !== undefined && changes.avatar !== user.avatar) {
    if (changes.avatar && !(await uploads.owns(user.user_id, changes.avatar))) {
      throw new AppError('VALIDATION_FAILED', AVATAR_INVALID_MESSAGE, [
        { field: 'avatar', message: AVATAR_INVALID_MESSAGE },
      ]);
    }
    patch.avatar = changes.avatar;
  }
  if (Object.keys(patch).length > 0) await updateUser(db, user.user_id, patch, isoAt(clock()));
  return userRowToView({ ...user, ...patch }, true, session.loginType);
}
