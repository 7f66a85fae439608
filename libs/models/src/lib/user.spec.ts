import fc from 'fast-check';
import { maskMobile, toUser, isLoggedIn } from '../index.js';

describe('toUser', () => {
  it('derives typeDesc, badge and masked mobile', () => {
    const doctor = toUser({ userId: 'u1', username: '王医生', type: 'doctor', mobile: '13812341234' });
    expect(doctor.typeDesc).toBe('医生');
    expect(doctor.badge).toEqual({ type: 'doctor', label: '医生', color: '#D70D19' });
    expect(doctor.maskedMobile).toBe('138****1234');
    const student = toUser({ userId: 'u2', username: '李同学', type: 'student' });
    expect(student.typeDesc).toBe('医学生');
    expect(student.badge?.label).toBe('医学生');
    expect(student.maskedMobile).toBe('');
    const ordinary = toUser({ userId: 'u3', username: '', nickname: '路人', type: 'unknown' });
    expect(ordinary.type).toBe('user');
    expect(ordinary.typeDesc).toBe('普通用户');
    expect(ordinary.badge).toBeNull();
    expect(ordinary.username).toBe('路人');
  });

  it('masks every 11-digit mobile as 3 + **** + 4', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^1[3-9]\d{9}$/), (mobile) => {
        const masked = maskMobile(mobile);
        expect(masked).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
        expect(masked).toHaveLength(11);
      }),
    );
  });

  it('tells logged in from anonymous', () => {
    expect(isLoggedIn({ userId: 'u1' })).toBe(true);
    expect(isLoggedIn({ userId: '' })).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
  });
});
