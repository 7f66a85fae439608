import assert from 'node:assert/strict';
import { test } from 'node:test';
import { unexcused } from './audit-check.mjs';

const report = {
  vulnerabilities: {
    fastify: {
      via: [{ source: 1, url: 'https://github.com/advisories/GHSA-aaaa', severity: 'high', title: 'DoS' }],
    },
    minimist: { via: [{ source: 2, url: 'https://github.com/advisories/GHSA-bbbb', severity: 'moderate' }] },
    ky: { via: ['fastify'] },
    sharp: { via: [{ source: 3, url: 'https://github.com/advisories/GHSA-cccc', severity: 'critical' }] },
  },
};

test('high and critical advisories fail unless allowed with a reason', () => {
  assert.deepEqual(
    unexcused(report, { entries: [] }).map((p) => p.advisory),
    ['GHSA-aaaa', 'GHSA-cccc'],
  );
  const allowed = { entries: [{ package: 'sharp', advisory: 'GHSA-cccc', reason: 'the affected codec is not built' }] };
  assert.deepEqual(
    unexcused(report, allowed).map((p) => p.advisory),
    ['GHSA-aaaa'],
  );
});

test('an allowlist entry without a reason excuses nothing', () => {
  const noReason = { entries: [{ package: 'fastify', advisory: 'GHSA-aaaa', reason: ' ' }] };
  assert.equal(unexcused(report, noReason).length, 2);
});
