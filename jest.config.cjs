// `npm test` runs every workspace's suite; the browser suite (e2e) runs in its own project.
const fs = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

module.exports = {
  projects: workspaces.map((ws) => path.join(__dirname, ws, 'jest.config.cjs')).filter((file) => fs.existsSync(file)),
};
