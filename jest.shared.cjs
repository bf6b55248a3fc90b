// Settings every workspace's jest.config.cjs builds on: TypeScript and JSX through SWC, no type check here
// (`npm run typecheck` does that).
const path = require('node:path');

const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

// Every browser-side (jsdom) project runs with the frontends' one setup file.
const browserSetup = path.join(__dirname, 'ui-kit/src/testing/setup.ts');

/** @param {string} dir the workspace folder  @param {'node'|'jsdom'} environment */
module.exports = function jestConfig(dir, environment = 'node', extra = {}) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: environment,
    testMatch: [
      '<rootDir>/src/**/*.test.ts',
      '<rootDir>/src/**/*.test.tsx',
      '<rootDir>/test/**/*.test.ts',
      '<rootDir>/test/**/*.test.tsx',
    ],
    transform: {
      '^.+\\.(t|j|mj)sx?$': ['@swc/jest', swc],
      // Message catalogues are read compiled, as the build bundles them.
      '\\.messages\\.json$': path.join(__dirname, 'i18n/jest-transform.cjs'),
    },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    // CSS Modules resolve to their class names; plain CSS imports to nothing.
    moduleNameMapper: { '\\.module\\.css$': 'identity-obj-proxy', '\\.css$': require.resolve('./jest.style-stub.cjs') },
    setupFilesAfterEnv: environment === 'jsdom' ? [browserSetup] : [],
    ...extra,
  };
};
