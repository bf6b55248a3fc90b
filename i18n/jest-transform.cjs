// Jest reads a `*.messages.json` catalogue compiled, as the build does. Jest parses what a JSON file's transform
// gives as JSON, so this gives the compiled catalogue as JSON.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { compileCatalogue } = require('./compile.cjs');

const ownCode = ['jest-transform.cjs', 'compile.cjs'].map((file) => readFileSync(path.join(__dirname, file), 'utf8')).join('');

module.exports = {
  process: (source) => ({ code: JSON.stringify(compileCatalogue(JSON.parse(source))) }),
  // A change to this compilation is a change of every catalogue's output.
  getCacheKey: (source, filename) => createHash('sha256').update(ownCode).update(filename).update(source).digest('hex'),
};
