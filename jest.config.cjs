// `npm test` runs every workspace's suite; the browser suite (e2e) runs in its own project.
const fs = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

module.exports = {
  // Two test files at a time. A run-wide option (a project's configuration cannot set it); Jest's own default
  // is one fewer than the cores, one on the 2-core machines. Measured there: the e2e project's suites 100 s
  // with one worker, 61 s with two (each worker with its own Chromium, ~0.3 GB more at the peak); the whole
  // `npm test` 168 s and 113 s, green both ways.
  maxWorkers: 2,
  projects: workspaces.map((ws) => path.join(__dirname, ws, 'jest.config.cjs')).filter((file) => fs.existsSync(file)),
};
