import fc from 'fast-check';
import {
  MESSAGES,
  changePasswordSchema,
  isMobile,
  loginSchema,
  mobileField,
  phoneField,
  profileSchema,
  resetPasswordSchema,
  sendSmsSchema,
  signupSchema,
  validate,
} from '../index.js';

const errorsOf = (result: ReturnType<typeof validate>) => (result.ok ? [] : result.errors);

describe('mobile rule', () => {
  it('property: accepts exactly 11 digits starting 1 then 3-9', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 0, maxLength: 13 });
    fc.assert(
      fc.property(digits, (value) => {
        const expected = value.length === 11 && value[0] === '1' && '3456789'.includes(value[1]);
        expect(isMobile(value)).toBe(expected);
        const result = validate(phoneField(), value);
        if (value === '') expect(result).toEqual({ ok: false, errors: [{ field: '', message: '必须填写手机号码' }] });
        else if (expected) expect(result).toEqual({ ok: true, value });
        else expect(result).toEqual({ ok: false, errors: [{ field: '', message: '请输入正确的手机号码' }] });
      }),
      { numRuns: 300 },
    );
  });
  it('property: every valid mobile passes, whatever the surrounding spaces', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^1[3-9]\d{9}$/), fc.constantFrom('', ' ', '  '), (mobile, pad) => {
        expect(validate(mobileField(), `${pad}${mobile}${pad}`)).toEqual({ ok: true, value: mobile });
      }),
    );
  });
  it('rejects letters and other separators', () => {
    expect(isMobile('1381234567a')).toBe(false);
    expect(isMobile('138-1234-5678')).toBe(false);
    expect(isMobile(13812345678)).toBe(false);
  });
});

describe('login and sign-up', () => {
  it('login by SMS code is the default mode', () => {
    expect(errorsOf(validate(loginSchema, {}))).toEqual([
      { field: 'mobile', message: '请输入手机号码' },
      { field: 'code', message: '请输入验证码' },
    ]);
    expect(errorsOf(validate(loginSchema, { mobile: '13812345678', code: '12345' }))).toEqual([
      { field: 'code', message: '验证码为6位数字' },
    ]);
    expect(validate(loginSchema, { mobile: '13812345678', code: '123456' })).toEqual({
      ok: true,
      value: { type: 'message', mobile: '13812345678', code: '123456' },
    });
  });
  it('login by password checks the length', () => {
    expect(errorsOf(validate(loginSchema, { type: 'password', mobile: '13812345678' }))).toEqual([
      { field: 'password', message: '请输入密码' },
    ]);
    expect(errorsOf(validate(loginSchema, { type: 'password', mobile: '13812345678', password: '12345' }))).toEqual([
      { field: 'password', message: '密码长度为6到32个字符' },
    ]);
    expect(
      errorsOf(validate(loginSchema, { type: 'password', mobile: '13812345678', password: 'x'.repeat(33) })),
    ).toEqual([{ field: 'password', message: MESSAGES.passwordLength }]);
    expect(validate(loginSchema, { type: 'password', mobile: '13812345678', password: 'secret1' }).ok).toBe(true);
  });
  it('SMS requests carry a known scope', () => {
    expect(validate(sendSmsSchema, { mobile: '13812345678' })).toEqual({
      ok: true,
      value: { mobile: '13812345678', scope: 'login' },
    });
    expect(errorsOf(validate(sendSmsSchema, { mobile: '13812345678', scope: 'hack' }))).toEqual([
      { field: 'scope', message: '验证码用途不正确' },
    ]);
  });
  it('sign-up needs mobile and code; password and nickname are optional', () => {
    expect(validate(signupSchema, { mobile: '13812345678', code: '654321', password: '' })).toEqual({
      ok: true,
      value: { mobile: '13812345678', code: '654321' },
    });
    expect(
      errorsOf(validate(signupSchema, { mobile: '13812345678', code: '654321', nickname: '名'.repeat(33) })),
    ).toEqual([{ field: 'nickname', message: '昵称不能超过32个字符' }]);
  });
});

describe('passwords and profile', () => {
  it('changing needs the old password, a new different one and a matching confirmation', () => {
    expect(errorsOf(validate(changePasswordSchema, {}))).toEqual([
      { field: 'oldPassword', message: '请输入原密码' },
      { field: 'newPassword', message: '请输入密码' },
      { field: 'confirmPassword', message: '请再次输入密码' },
    ]);
    expect(
      errorsOf(
        validate(changePasswordSchema, { oldPassword: 'abcdef', newPassword: 'abcdef', confirmPassword: 'abcdeg' }),
      ),
    ).toEqual([
      { field: 'newPassword', message: '新密码不能与旧密码相同' },
      { field: 'confirmPassword', message: '两次输入的密码不一致' },
    ]);
    expect(
      validate(changePasswordSchema, { oldPassword: 'abcdef', newPassword: 'ghijkl', confirmPassword: 'ghijkl' }).ok,
    ).toBe(true);
  });
  it('reset needs mobile, code and matching passwords', () => {
    expect(
      errorsOf(
        validate(resetPasswordSchema, {
          mobile: '13812345678',
          code: '123456',
          password: 'abcdef',
          confirmPassword: 'x',
        }),
      ),
    ).toEqual([{ field: 'confirmPassword', message: '两次输入的密码不一致' }]);
  });
  it('profile checks nickname, signature, email and identity type', () => {
    expect(
      errorsOf(validate(profileSchema, { username: '', signature: '签'.repeat(251), email: 'x@', type: 'admin' })),
    ).toEqual([
      { field: 'username', message: '请输入昵称' },
      { field: 'signature', message: '个性签名不能超过250个字符' },
      { field: 'email', message: '请输入正确的邮箱地址' },
      { field: 'type', message: '请选择正确的身份类型' },
    ]);
    expect(validate(profileSchema, { username: '小医', type: 'doctor', email: 'a@b.cn' }).ok).toBe(true);
  });
});
