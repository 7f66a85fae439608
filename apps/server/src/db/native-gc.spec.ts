import { spawnSync } from 'node:child_process';
import path from 'node:path';

/*
 * better-sqlite3 before 13 aborts Node.js ≥ 24.19 when a collected statement is freed (node::ObjectWrap cleanup
 * hook, "Assertion failed: (env) != nullptr"). The soak runs in its own process so an abort shows as a signal
 * instead of taking the test runner down.
 */
describe('native database driver under forced garbage collection', () => {
  it('survives many prepared-and-dropped statements across requests, with a full GC between rounds', () => {
    const script = path.join(__dirname, '../testing/gc-soak.ts');
    const result = spawnSync(
      process.execPath,
      ['--expose-gc', '--conditions=@yiying/source', '--import', 'tsx', script, '20'],
      { cwd: path.join(__dirname, '../..'), encoding: 'utf8', timeout: 120_000 },
    );
    const output = `${result.stdout}\n${result.stderr}`;
    expect({ signal: result.signal, status: result.status, output }).toMatchObject({ signal: null, status: 0 });
    const summary = JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}');
    expect(summary).toEqual({ rounds: 20, requests: 400, statements: 6000, answering: true });
  }, 150_000);
});
