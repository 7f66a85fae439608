import { newId } from './ids';

describe('newId', () => {
  it('answers 20 characters, the time first, random and distinct across many pool refills', () => {
    const now = Date.UTC(2026, 0, 1);
    const ids = Array.from({ length: 2000 }, () => newId(now));
    const prefix = now.toString(36).padStart(9, '0');
    for (const id of ids) expect(id).toMatch(new RegExp(`^${prefix}[0-9a-f]{11}$`));
    expect(new Set(ids).size).toBe(ids.length);
    expect(newId(now + 1) > String(ids[0])).toBe(true);
  });
});
