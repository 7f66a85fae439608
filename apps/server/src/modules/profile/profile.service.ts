import type { Kysely } from 'kysely';
import type { IdentityUser } from '@yiying/models';
import type { ProfileChangesBody } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { displayNameKey } from '../../lib/display-name.js';
import {
  displayNameTaken,
  findUserById,
  updateUser,
  userRowToView,
  type Session,
  type UserChanges,
  type UserRow,
} from '../identity/index.js';
import type { UploadService } from '../upload/index.js';

export const AVATAR_INVALID_MESSAGE = '请先上传头像图片';
export const NAME_TAKEN_MESSAGE = '该昵称已被使用';
export const NAME_RESERVED_MESSAGE = '该昵称为保留名称，请换一个';

/** Words only the site's own staff may go by (compared after `displayNameKey`). */
const RESERVED_WORDS = ['管理员', '医影官方', '官方客服', 'admin'];

/** What a profile change needs. */
export interface ProfileDeps {
  db: Kysely<Database>;
  clock: Clock;
  uploads: UploadService;
}

function nameError(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, [{ field: 'username', message }]);
}

/**
 * A display name is the member's own: no other member (the admin and verified doctors included) goes by the same name
 * once normalised (NFKC, invisible characters and spaces removed, case folded), and staff words stay with the staff.
 */
async function checkDisplayName(db: Kysely<Database>, user: UserRow, username: string): Promise<void> {
  const key = displayNameKey(username);
  if (user.role !== 'admin' && RESERVED_WORDS.some((word) => key.includes(displayNameKey(word)))) {
    throw nameError(NAME_RESERVED_MESSAGE);
  }
  if (await displayNameTaken(db, username, user.user_id)) throw nameError(NAME_TAKEN_MESSAGE);
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
  if (changes.username !== undefined && changes.username !== user.username) {
    await checkDisplayName(db, user, changes.username);
    patch.username = changes.username;
  }
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
