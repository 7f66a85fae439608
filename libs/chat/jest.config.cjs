module.exports = {
  displayName: 'chat',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/libs/chat',
};
