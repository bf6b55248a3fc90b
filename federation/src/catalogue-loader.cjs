// Bundles a `*.messages.json` catalogue compiled (see @rollcall/i18n's compile.cjs). Plain CommonJS: a stock
// `npx rspack build` loads its loaders with Node's own require, which cannot read TypeScript on Node 20.
const { catalogueModule } = require('@rollcall/i18n/compile');

/** @param {string} source */
module.exports = function catalogueLoader(source) {
  return catalogueModule(source);
};
