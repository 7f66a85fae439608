module.exports = {
  displayName: 'web',
  preset: '../../jest.preset.js',
  testEnvironment: '<rootDir>/jest.environment.cjs',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
  coverageDirectory: '../../coverage/apps/web',
};
