import { MuteAction, type Mute } from '@yiying/models';
import { dateTime, recordSchema } from './json-schema.js';
import { mutePaths } from './paths/mute.js';
import { EXAMPLE_TIME, type RouteExamples } from './examples.js';
import { muteCreateBody } from './mute.schema.js';
export * from './mute.schema.js';

/** `Mute`: one muted word. */
export const muteRecordSchema = recordSchema<Mute>()({
  type: 'object',
  required: ['muteId', 'word', 'action', 'expireTime', 'createTime'],
  properties: {
    muteId: { type: 'string' },
    word: { type: 'string', description: '屏蔽词（去首尾空格、全角转半角、小写）' },
    action: { type: 'string', enum: Object.values(MuteAction), description: 'hide 隐藏，fold 折叠' },
    expireTime: { ...dateTime, type: ['string', 'null'], description: '到期时间，永久为 null' },
    createTime: dateTime,
  },
});

const exampleMute = {
  muteId: 'mu1',
  word: '剧透',
  action: 'fold',
  expireTime: '2026-01-09T03:04:05.000Z',
  createTime: EXAMPLE_TIME,
} satisfies Required<Mute>;

/** Everything the mute resource fixes. */
export const muteContract = {
  paths: mutePaths,
  bodies: { create: muteCreateBody },
  record: muteRecordSchema,
  examples: {
    listMutes: [exampleMute],
    createMute: exampleMute,
  } satisfies RouteExamples,
} as const;
