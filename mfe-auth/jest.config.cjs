module.exports = require('../jest.shared.cjs')(__dirname, 'jsdom', { setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'] });
