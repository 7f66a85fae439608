/**
 * ESM-only packages reached from the server (also when nested under another package's node_modules), and
 * @fastify/cookie, whose `import('cookie')` jest can only run once it is compiled to a require.
 */
const esmPackages = [
  'ky',
  'content-disposition',
  'cookie',
  '@fastify/cookie',
  // file-type and the tokenizers it reads with; thumbhash.
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer/inflate',
  '@borewit/text-codec',
  'uint8array-extras',
  'thumbhash',
];

const { availableParallelism } = require('node:os');

module.exports = {
  displayName: 'server',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/apps/server',
  transformIgnorePatterns: [`^(?!.*/node_modules/(${esmPackages.join('|')})/).*/node_modules/`],
  // Suites build real servers on real databases; give slow machines room.
  testTimeout: 30000,
  // Two files at once even on two cores: much of a suite's time is spent waiting on PostgreSQL, fsync, ffmpeg and
  // sharp's own threads. Each file has its own data folder, PostgreSQL schema and Redis key prefix.
  maxWorkers: Math.max(2, availableParallelism() - 1),
};
