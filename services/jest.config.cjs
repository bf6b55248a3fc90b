const esmPackages = require('./jest/esm-packages.cjs');

module.exports = require('../jest.shared.cjs')(__dirname, 'node', {
  transformIgnorePatterns: esmPackages.transformIgnorePatterns,
  moduleNameMapper: { ...esmPackages.moduleNameMapper },
  globalSetup: '<rootDir>/jest/postgres-reach-setup.ts',
  setupFilesAfterEnv: ['<rootDir>/test/support/contract-check.ts', '<rootDir>/test/support/routable-check.ts'],
});
