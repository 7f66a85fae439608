#!/usr/bin/env node
// `npm audit --omit=dev`: fails on a high or critical advisory of a production dependency unless
// tools/ci/audit-allowlist.json lists it with a reason. When the registry's audit endpoint cannot be reached, says
// so and exits 0 (or 1 with AUDIT_REQUIRED=1), so a green run never pretends the audit ran.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const SEVERE = new Set(['high', 'critical']);

/** Advisories of `report` (npm audit --json) at high or critical severity that the allowlist does not excuse. */
export function unexcused(report, allowlist) {
  const allowed = new Set(
    (allowlist.entries ?? []).filter((e) => e.reason && e.reason.trim()).map((e) => `${e.package}|${e.advisory}`),
  );
  const problems = [];
  for (const [name, vuln] of Object.entries(report.vulnerabilities ?? {})) {
    for (const via of vuln.via ?? []) {
      if (typeof via !== 'object' || !SEVERE.has(via.severity)) continue;
      const advisory = via.url?.split('/').pop() ?? String(via.source);
      if (allowed.has(`${name}|${advisory}`) || allowed.has(`${name}|${via.url}`)) continue;
      problems.push({ package: name, advisory, severity: via.severity, title: via.title });
    }
  }
  return problems;
}

function main() {
  const root = join(import.meta.dirname, '..', '..');
  const allowlist = JSON.parse(readFileSync(join(root, 'tools/ci/audit-allowlist.json'), 'utf8'));
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    report = null;
  }
  if (!report || (report.error && !report.vulnerabilities) || (report.statusCode && !report.vulnerabilities)) {
    const why = report?.message ?? report?.error?.summary ?? (run.stderr || 'no answer').trim().split('\n').pop();
    console.log(`audit: skipped, the audit endpoint could not be reached (${why})`);
    process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
  }
  const problems = unexcused(report, allowlist);
  for (const p of problems) console.error(`audit: ${p.severity} ${p.package} ${p.advisory} ${p.title ?? ''}`);
  if (problems.length > 0) {
    console.error('audit: fix them, or list them in tools/ci/audit-allowlist.json with the reason they do not apply');
    process.exit(1);
  }
  console.log('audit: no high or critical advisory in production dependencies');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
