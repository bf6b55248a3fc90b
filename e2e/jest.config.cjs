// The composed app in real Chromium: one app for the whole run, started by globalSetup (see harness/). The
// suite is one test file (test/rollcall.e2e.test.ts), so its flows run in order, one at a time, whatever the
// number of workers.
module.exports = require('../jest.shared.cjs')(__dirname, 'node', {
  testMatch: ['<rootDir>/test/**/*.e2e.test.ts'],
  globalSetup: '<rootDir>/harness/global-setup.ts',
  globalTeardown: '<rootDir>/harness/global-teardown.ts',
  // testTimeout is a root-only option: the long per-test timeout is set in harness/jest-setup.ts.
  setupFilesAfterEnv: ['<rootDir>/harness/jest-setup.ts'],
});
