import type { IdentityUser } from '@yiying/models';
import type { ProfileChangesBody } from '@yiying/validation';
import type { ProfileDb } from './profile.db.js';
import type { GuardOutcome, TextGuard } from '../../lib/text-guard/index.js';
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
  db: ProfileDb;
  clock: Clock;
  uploads: UploadService;
  /** The watch list over 昵称 and 签名: 审核 keeps the old ones public until an admin approves the new ones. */
  guard?: TextGuard;
}

/** What a member whose new name or signature waits for review reads (their other changes are saved). */
export const NAME_HELD_MESSAGE = '昵称或签名已提交审核，审核通过后生效';

/** A held name change as the review queue keeps it. */
export interface HeldNameChange {
  username?: string;
  signature?: string | null;
}

/** Writes a held name change an admin approved, checking the name is still free. */
export async function applyHeldName(deps: ProfileDeps, userId: string, change: HeldNameChange): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', '用户不存在');
  const patch: UserChanges = {};
  if (change.username !== undefined && change.username !== user.username) {
    await checkDisplayName(deps.db, user, change.username);
    patch.username = change.username;
  }
  if (change.signature !== undefined) patch.signature = change.signature || null;
  if (Object.keys(patch).length > 0) await updateUser(deps.db, userId, patch, isoAt(deps.clock()));
}

function nameError(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, [{ field: 'username', message }]);
}

/**
 * A display name is the member's own: no other member (the admin and verified doctors included) goes by the same name
 * once normalised (NFKC, invisible characters and spaces removed, case folded), and staff words stay with the staff.
 */
async function checkDisplayName(db: ProfileDb, user: UserRow, username: string): Promise<void> {
  const key = displayNameKey(username);
  if (user.role !== 'admin' && RESERVED_WORDS.some((word) => key.includes(displayNameKey(word)))) {
    throw nameError(NAME_RESERVED_MESSAGE);
  }
  if (await displayNameTaken(db, username, user.user_id)) throw nameError(NAME_TAKEN_MESSAGE);
}

/** Applies profile changes; an avatar must be a picture the member uploaded (or the one already set). */
export async function updateProfile(
  { db, clock, uploads, guard }: ProfileDeps,
  session: Session,
  changes: ProfileChangesBody,
): Promise<IdentityUser> {
  const user = await findUserById(db, session.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  let outcome: GuardOutcome<'username' | 'signature'> | null = null;
  if (guard) {
    const named = changes.username !== undefined && changes.username !== user.username;
    outcome = await guard.inspect({
      username: named ? changes.username : undefined,
      signature: changes.signature || undefined,
    });
    const held: HeldNameChange = {};
    if (named) held.username = outcome.values.username as string;
    if (changes.signature !== undefined) {
      held.signature = (outcome.values.signature as string | undefined) ?? (changes.signature || null);
    }
    if (outcome.action === 'hold') {
      // The old name and signature stay public until an admin approves the new ones.
      await guard.enqueue(db, {
        kind: 'name',
        mode: 'held',
        source: named ? 'username' : 'signature',
        userId: user.user_id,
        targetId: user.user_id,
        title: named ? '昵称' : '签名',
        plain: outcome.plain,
        matches: outcome.matches,
        payload: held,
      });
      const { username: _name, signature: _signature, ...rest } = changes;
      await updateProfile({ db, clock, uploads }, session, rest);
      throw new AppError('ACCEPTED', NAME_HELD_MESSAGE);
    }
    changes = { ...changes, ...held, signature: held.signature ?? changes.signature };
  }
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
  if (outcome && guard) {
    await guard.flagAfterWrite(db, outcome, {
      kind: 'name',
      source: patch.username !== undefined ? 'username' : 'signature',
      userId: user.user_id,
      title: patch.username !== undefined ? '昵称' : '签名',
      targetId: user.user_id,
    });
  }
  return userRowToView({ ...user, ...patch }, true, session.loginType);
}
