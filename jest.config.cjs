// `npm test` runs every workspace's suite and the scripts' (npm start); the browser suite (e2e) runs in its own project.
const fs = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

module.exports = {
  projects: [...workspaces, 'scripts']
    .map((folder) => path.join(__dirname, folder, 'jest.config.cjs'))
    .filter((file) => fs.existsSync(file)),
};
