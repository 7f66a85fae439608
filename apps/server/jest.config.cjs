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

module.exports = {
  displayName: 'server',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/apps/server',
  transformIgnorePatterns: [`^(?!.*/node_modules/(${esmPackages.join('|')})/).*/node_modules/`],
  // Suites build real servers on real databases; give slow machines room.
  testTimeout: 30000,
};
