import type { FastifyInstance } from 'fastify';
import { freshMobile, loginByCode, sendSms, testClock } from './testing/identity';
import { describeEachDatabase, SQLITE_TARGET, useTestApp } from './testing/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

async function rows(app: FastifyInstance, table: 'sms_code' | 'user_token'): Promise<number> {
  const row = await app.yiying.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachDatabase('pruning expired tokens, SMS codes and QR tickets', (target) => {
  const clock = testClock();
  const t = useTestApp(target, { overrides: () => ({ clock }) });

  it('deletes what expired by the injected clock and keeps what still works', async () => {
    const session = await loginByCode(t.app);
    await sendSms(t.app, freshMobile());
    const qr = await t.app.inject({ method: 'POST', url: '/web/wxMp/qrcode' });
    expect(qr.statusCode).toBe(200);
    expect(await rows(t.app, 'sms_code')).toBe(2);
    expect(await rows(t.app, 'user_token')).toBe(1);
    expect(await t.app.yiying.pruning.run()).toBe(0);

    // SMS codes live 5 minutes.
    clock.advance(5 * MINUTE);
    expect(await t.app.yiying.pruning.run()).toBe(2);
    expect(await rows(t.app, 'sms_code')).toBe(0);

    // The QR ticket (5 minutes, kept one more minute so a late check reads `expired`).
    clock.advance(MINUTE + 1000);
    expect(await t.app.yiying.pruning.run()).toBe(1);
    expect(await t.app.yiying.pruning.run()).toBe(0);

    // An expired access token stays while its refresh token still works.
    clock.advance(2 * HOUR);
    expect(await t.app.yiying.pruning.run()).toBe(0);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/web/sso/refreshToken',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(await rows(t.app, 'user_token')).toBe(2);

    // Refresh tokens live 30 days; both pairs of the family go once theirs expired.
    clock.advance(30 * DAY);
    expect(await t.app.yiying.pruning.run()).toBe(2);
    expect(await rows(t.app, 'user_token')).toBe(0);
  });
});

describe('the pruning timer', () => {
  const clock = testClock();
  const t = useTestApp(SQLITE_TARGET, {
    env: { PRUNE_INTERVAL_SECONDS: '1' },
    overrides: () => ({ clock }),
  });

  it('runs by itself at the configured interval', async () => {
    await sendSms(t.app, freshMobile());
    clock.advance(5 * MINUTE);
    const deadline = Date.now() + 5000;
    while ((await rows(t.app, 'sms_code')) > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await rows(t.app, 'sms_code')).toBe(0);
  });
});
