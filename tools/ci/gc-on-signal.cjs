// Preloaded into the server by start-load-stop.mjs (node --expose-gc --require ./tools/ci/gc-on-signal.cjs): a full
// garbage collection on SIGUSR2, so the check can force one at a moment of its choosing.
if (typeof global.gc !== 'function') {
  console.error('gc-on-signal.cjs needs node --expose-gc');
  process.exit(1);
}
process.on('SIGUSR2', () => global.gc());
