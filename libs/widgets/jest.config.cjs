module.exports = {
  displayName: 'widgets',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
  coverageDirectory: '../../coverage/libs/widgets',
};
