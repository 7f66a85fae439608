module.exports = {
  displayName: 'community-ui',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
  coverageDirectory: '../../coverage/libs/community-ui',
};
