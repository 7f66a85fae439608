/** JSON schemas shared by several routes (response shapes of models in @yiying/models). */

export const userBriefSchema = {
  type: 'object',
  required: ['userId', 'username', 'avatar'],
  properties: {
    userId: { type: 'string' },
    username: { type: 'string', description: '显示名称' },
    avatar: { type: 'string' },
    type: {
      type: 'string',
      enum: ['user', 'doctor', 'student'],
      description: '身份类型',
    },
  },
} as const;

/** A response property that may be null. */
export function nullable(type: string): { type: string[] } {
  return { type: [type, 'null'] };
}

/** `data` of a call that answers nothing but success. */
export const emptySchema: Record<string, unknown> = { type: 'object', properties: {} };
