import type { IdentityUser } from '@yiying/models';
import { AppError } from '../../errors.js';
import { isoAt } from '../../lib/clock.js';
import type { Session } from '../sso/token.service.js';
import type { IdentityDeps } from '../identity.js';
import { findUploadByUrl } from '../upload/upload.repository.js';
import { findUserById, updateUser, type UserChanges } from './user.repository.js';
import { userRowToView } from './user.service.js';

export const AVATAR_INVALID_MESSAGE = '请先上传头像图片';

/** Applies profile changes; an avatar must be a picture the member uploaded (or the one already set). */
export async function updateProfile(
  deps: Pick<IdentityDeps, 'db' | 'clock'>,
  session: Session,
  changes: { username?: string; signature?: string; avatar?: string },
): Promise<IdentityUser> {
  const { db, clock } = deps;
  const user = await findUserById(db, session.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  const patch: UserChanges = {};
  if (changes.username !== undefined) patch.username = changes.username;
  if (changes.signature !== undefined) patch.signature = changes.signature || null;
  if (changes.avatar !== undefined && changes.avatar !== user.avatar) {
    const upload = changes.avatar ? await findUploadByUrl(db, changes.avatar) : undefined;
    if (changes.avatar && upload?.user_id !== user.user_id) {
      throw new AppError('VALIDATION_FAILED', AVATAR_INVALID_MESSAGE, [
        { field: 'avatar', message: AVATAR_INVALID_MESSAGE },
      ]);
    }
    patch.avatar = changes.avatar;
  }
  if (Object.keys(patch).length > 0) await updateUser(db, user.user_id, patch, isoAt(clock()));
  return userRowToView({ ...user, ...patch }, true, session.loginType);
}
