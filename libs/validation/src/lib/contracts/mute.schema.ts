import { mixed, object, type InferType } from 'yup';
import { MUTE_WORD_MAX_LENGTH, MuteAction, MuteDuration, muteWordKey } from '@yiying/models';
import { text } from '../fields.js';

/** The Chinese messages of the mute form (the web form and the server's 400 say the same). */
export const MUTE_MESSAGES = {
  wordRequired: '请输入要屏蔽的词',
  wordMax: `屏蔽词不能超过 ${MUTE_WORD_MAX_LENGTH} 个字`,
  action: '请选择隐藏或折叠',
  duration: '请选择有效期',
  tooMany: '屏蔽词最多 50 个，请先删除一些',
  duplicate: '这个词已经在屏蔽列表里了',
  notFound: '屏蔽词不存在',
} as const;
/** Body of `POST /web/user/mute/create`. */
export const muteCreateBody = object({
  word: text()
    .required(MUTE_MESSAGES.wordRequired)
    .test(
      'word-length',
      MUTE_MESSAGES.wordMax,
      (value) => !value || [...muteWordKey(value)].length <= MUTE_WORD_MAX_LENGTH,
    )
    .test('word-empty', MUTE_MESSAGES.wordRequired, (value) => !value || muteWordKey(value).length > 0),
  action: mixed<MuteAction>().oneOf(Object.values(MuteAction), MUTE_MESSAGES.action).required(MUTE_MESSAGES.action),
  duration: mixed<MuteDuration>()
    .oneOf(Object.values(MuteDuration), MUTE_MESSAGES.duration)
    .default(MuteDuration.forever),
});
/** The validated mute. */
export type MuteCreateBody = InferType<typeof muteCreateBody>;
