// The supervisor of `npm start` as its own process, against real engines: slow starts on a busy machine. The demo
// script's test starts embedded PostgreSQL itself, which ships as ES modules (see services/jest/esm-packages.cjs).
const esmPackages = require('../services/jest/esm-packages.cjs');

module.exports = require('../jest.shared.cjs')(__dirname, 'node', {
  transformIgnorePatterns: esmPackages.transformIgnorePatterns,
  moduleNameMapper: { ...esmPackages.moduleNameMapper },
});
