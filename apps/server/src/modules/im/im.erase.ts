import type { ErasureHooks } from '../../context.js';

/**
 * Erasing a member, for chat: private messages have no foreign key to the user, so both sides' copies and
 * conversations go explicitly, with the member's chat settings and the blocks either way.
 */
export const imErasure: ErasureHooks = {
  async rows({ userId }, trx) {
    await trx
      .deleteFrom('im_msg')
      .where((eb) => eb.or([eb('from_id', '=', userId), eb('to_id', '=', userId)]))
      .execute();
    await trx
      .deleteFrom('im_session')
      .where((eb) => eb.or([eb('owner_id', '=', userId), eb('peer_id', '=', userId)]))
      .execute();
    await trx.deleteFrom('im_setting').where('user_id', '=', userId).execute();
    await trx
      .deleteFrom('user_block')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('blocked_id', '=', userId)]))
      .execute();
  },
};
