// `npm test` runs every workspace's suite and the scripts' (npm start); the browser suite (e2e) runs in its own project.
const fs = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

module.exports = {
  // A test's time limit is a run-wide option (a project's own testTimeout is not read): on CI's two cores the
  // browser suite, the engines and the jsdom suites share the machine, and a jsdom page with axe can take
  // longer than Jest's 5 s default without anything being wrong. The limit catches hangs, not slowness.
  testTimeout: 60_000,
  projects: [...workspaces, 'scripts']
    .map((folder) => path.join(__dirname, folder, 'jest.config.cjs'))
    .filter((file) => fs.existsSync(file)),
};
