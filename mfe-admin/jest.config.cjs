module.exports = require('../jest.shared.cjs')(__dirname, 'jsdom', {
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
});
