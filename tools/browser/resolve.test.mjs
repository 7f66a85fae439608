import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { BrowserNotFoundError, HELP, findSystemBrowser, resolveBrowser } from './resolve.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'yiying-browser-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** An executable file standing where a browser would be. */
function fakeBrowser(dir, name) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  writeFileSync(path, '#!/bin/sh\nexit 0\n');
  chmodSync(path, 0o755);
  return path;
}

/** Records which steps ran, in order. */
function steps({ system, playwright, apt = false, pw = false, afterApt, afterPw } = {}) {
  const calls = [];
  let aptDone = false;
  let pwDone = false;
  return {
    calls,
    system: () => (calls.push('system'), aptDone ? afterApt : system),
    playwright: () => (calls.push('playwright'), pwDone ? afterPw : playwright),
    installApt: () => (calls.push('apt'), (aptDone = apt)),
    installPlaywright: () => (calls.push('playwright install'), (pwDone = pw)),
    log: () => {},
  };
}

describe('resolveBrowser', () => {
  test('CHROME_PATH comes first', () => {
    const chrome = fakeBrowser(join(scratch, 'a'), 'my-chrome');
    const s = steps({ system: '/usr/bin/chromium' });
    assert.equal(resolveBrowser({ env: { CHROME_PATH: chrome }, ...s }), chrome);
    assert.deepEqual(s.calls, []);
  });

  test('CHROME_PATH pointing nowhere stops with a line naming it, and installs nothing', () => {
    const s = steps({ system: '/usr/bin/chromium' });
    assert.throws(
      () => resolveBrowser({ env: { CHROME_PATH: '/nowhere/chrome' }, ...s }),
      (e) =>
        e instanceof BrowserNotFoundError &&
        e.message === `CHROME_PATH is /nowhere/chrome, which is not an executable browser: ${HELP}.`,
    );
    assert.deepEqual(s.calls, []);
  });

  test('then a system browser, before Playwright’s', () => {
    const s = steps({ system: '/sys/chromium', playwright: '/pw/chrome' });
    assert.equal(resolveBrowser({ env: {}, ...s }), '/sys/chromium');
    assert.deepEqual(s.calls, ['system']);
  });

  test('then the browser Playwright installed', () => {
    const s = steps({ playwright: '/pw/chrome' });
    assert.equal(resolveBrowser({ env: {}, ...s }), '/pw/chrome');
    assert.deepEqual(s.calls, ['system', 'playwright']);
  });

  test('then installs with apt-get and uses what it installed', () => {
    const s = steps({ apt: true, afterApt: '/usr/bin/chromium' });
    assert.equal(resolveBrowser({ env: {}, ...s }), '/usr/bin/chromium');
    assert.deepEqual(s.calls, ['system', 'playwright', 'apt', 'system']);
  });

  test('then Playwright’s own download where apt-get cannot run', () => {
    const s = steps({ pw: true, afterPw: '/pw/chrome' });
    assert.equal(resolveBrowser({ env: {}, ...s }), '/pw/chrome');
    assert.deepEqual(s.calls, ['system', 'playwright', 'apt', 'playwright install', 'playwright']);
  });

  test('nothing found and nothing installable: one line naming the commands to run', () => {
    const s = steps();
    assert.throws(
      () => resolveBrowser({ env: {}, ...s }),
      (e) =>
        e instanceof BrowserNotFoundError &&
        e.message === `No Chromium or Chrome found and none could be installed: ${HELP}.`,
    );
    assert.deepEqual(s.calls, ['system', 'playwright', 'apt', 'playwright install']);
  });

  test('installation not allowed: no install is tried', () => {
    const s = steps();
    assert.throws(
      () => resolveBrowser({ env: { YIYING_BROWSER_INSTALL: 'never' }, ...s }),
      (e) => e.message === `No Chromium or Chrome found: ${HELP}.`,
    );
    assert.deepEqual(s.calls, ['system', 'playwright']);
  });
});

describe('findSystemBrowser', () => {
  test('follows PATH order, then the usual places', () => {
    const first = fakeBrowser(join(scratch, 'p1'), 'google-chrome');
    fakeBrowser(join(scratch, 'p2'), 'chromium');
    const env = { PATH: [join(scratch, 'p1'), join(scratch, 'p2')].join(':') };
    assert.equal(findSystemBrowser({ env, paths: [] }), first);
    const usual = fakeBrowser(join(scratch, 'opt'), 'chrome');
    assert.equal(
      findSystemBrowser({ env: { PATH: join(scratch, 'empty') }, paths: ['/nowhere/chromium', usual] }),
      usual,
    );
  });

  test('PATH without a browser and no usual place: nothing', () => {
    assert.equal(findSystemBrowser({ env: { PATH: join(scratch, 'empty') }, paths: ['/nowhere/chromium'] }), undefined);
  });

  test('a file that is not executable does not count', () => {
    const dir = join(scratch, 'noexec');
    mkdirSync(dir);
    writeFileSync(join(dir, 'chromium'), '');
    assert.equal(findSystemBrowser({ env: { PATH: dir }, paths: [] }), undefined);
  });
});

describe('tools/browser/ensure.mjs', () => {
  test('prints the browser path on stdout', () => {
    const chrome = fakeBrowser(join(scratch, 'cli'), 'chromium');
    const out = execFileSync(process.execPath, [join(import.meta.dirname, 'ensure.mjs')], {
      env: { ...process.env, CHROME_PATH: chrome, YIYING_BROWSER_INSTALL: 'never' },
      encoding: 'utf8',
    });
    assert.equal(out, `${chrome}\n`);
  });

  test('a browser that cannot be had: exit 1 and one line, no stack trace', () => {
    const r = spawnSync(process.execPath, [join(import.meta.dirname, 'ensure.mjs')], {
      env: { ...process.env, CHROME_PATH: '/nowhere/chrome', YIYING_BROWSER_INSTALL: 'never' },
      encoding: 'utf8',
    });
    assert.equal(r.status, 1);
    assert.equal(r.stdout, '');
    assert.equal(r.stderr, `CHROME_PATH is /nowhere/chrome, which is not an executable browser: ${HELP}.\n`);
  });
});
