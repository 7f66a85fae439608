import fc from 'fast-check';
import * as validation from '../index.js';

const schemas = {
  contactSchema: validation.contactSchema,
  onlineMessageSchema: validation.onlineMessageSchema,
  putInSchema: validation.putInSchema,
  commentSchema: validation.commentSchema,
  replySchema: validation.replySchema,
  forwardSchema: validation.forwardSchema,
  sendSmsSchema: validation.sendSmsSchema,
  loginSchema: validation.loginSchema,
  signupSchema: validation.signupSchema,
  changePasswordSchema: validation.changePasswordSchema,
  resetPasswordSchema: validation.resetPasswordSchema,
  profileSchema: validation.profileSchema,
  contentSchema: validation.contentSchema,
  contentUpdateSchema: validation.contentUpdateSchema,
  activityEntrySchema: validation.activityEntrySchema,
  imSendSchema: validation.imSendSchema,
};

const keys = [
  'name',
  'phone',
  'title',
  'message',
  'email',
  'content',
  'contentId',
  'commentId',
  'forwardedText',
  'mobile',
  'code',
  'scope',
  'type',
  'password',
  'confirmPassword',
  'oldPassword',
  'nickname',
  'username',
  'signature',
  'thumbs',
  'mediaIds',
  'state',
  'sensitive',
  'showExif',
  'comments',
  'cover',
  'tags',
  'accessScope',
  'activityId',
  'description',
  'senderId',
  'receiverId',
  'demand',
];

// Any JSON a client might post, biased towards the schemas' own keys.
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 2 }),
);

it('ignores keys that name Object.prototype members', () => {
  const body = JSON.parse(
    '{"constructor":1,"valueOf":"","__proto__":{"x":1},"name":"张三","phone":"13812345678","title":"合作"}',
  );
  expect(validation.validate(validation.contactSchema, body)).toEqual({
    ok: true,
    value: { name: '张三', phone: '13812345678', title: '合作' },
  });
});

it('reads bodies without a prototype like plain ones (a found counterexample)', () => {
  const body = Object.assign(Object.create(null) as object, { signature: { toString: true } });
  const result = validation.validate(validation.profileSchema, body);
  expect(result.ok).toBe(false);
  expect(result.ok ? [] : result.errors.map((e) => e.field)).toContain('signature');
});

describe.each(Object.entries(schemas))('%s on arbitrary input', (_name, schema) => {
  it('never throws and answers only in Chinese, one message per field', () => {
    fc.assert(
      fc.property(body, (value) => {
        const result = validation.validate(schema as validation.AnySchema<unknown>, value);
        if (result.ok) return;
        expect(result.errors.length).toBeGreaterThan(0);
        const fields = result.errors.map((e) => e.field);
        expect(new Set(fields).size).toBe(fields.length);
        for (const error of result.errors) expect(error.message).toMatch(/[\u3400-\u9fff]/);
      }),
      { numRuns: 100 },
    );
  });
});
