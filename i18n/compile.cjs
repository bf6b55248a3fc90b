// Compiles a catalogue ({ id: { message, note } }, ICU messages with a note for the translator) to what Lingui's
// runtime reads: the ICU already parsed, the notes left out. The build's loader and Jest's transform both use it, so
// the browser never parses ICU and never downloads a note.
const { compileMessage } = require('@lingui/message-utils/compileMessage');

/** @param {Record<string, { message: string; note: string }>} catalogue */
function compileCatalogue(catalogue) {
  return Object.fromEntries(
    Object.entries(catalogue).map(([id, entry]) => {
      try {
        return [id, compileMessage(entry.message)];
      } catch (error) {
        throw new Error(`message ${id}: ${error.message}`);
      }
    }),
  );
}

/** The module a `*.messages.json` file becomes. */
function catalogueModule(source) {
  return `module.exports = ${JSON.stringify(compileCatalogue(JSON.parse(source)))};`;
}

module.exports = { compileCatalogue, catalogueModule };
