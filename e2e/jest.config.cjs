// The composed app in real Chromium: one app for the whole run, started by globalSetup (see harness/). Each
// test file under test/ is one independent suite (its own data, its own Chromium), so Jest may run the files
// in any order and side by side. How many at once is Jest's maxWorkers, a run-wide option that a project's
// configuration cannot set: see README.md.
module.exports = require('../jest.shared.cjs')(__dirname, 'node', {
  testMatch: ['<rootDir>/test/**/*.e2e.test.ts'],
  globalSetup: '<rootDir>/harness/global-setup.ts',
  globalTeardown: '<rootDir>/harness/global-teardown.ts',
  // testTimeout is a run-wide option (see ../jest.config.cjs): the longer browser timeout is set in harness/jest-setup.ts.
  setupFilesAfterEnv: ['<rootDir>/harness/jest-setup.ts'],
  // pdf.js ships only as ES modules: SWC compiles it to CommonJS like the test files.
  transformIgnorePatterns: ['/node_modules/(?!pdfjs-dist/)'],
});
