module.exports = {
  displayName: 'validation',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/libs/validation',
};
