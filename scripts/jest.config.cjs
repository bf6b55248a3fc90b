// The supervisor of `npm start` as its own process, against real engines: slow starts on a busy machine.
module.exports = require('../jest.shared.cjs')(__dirname, 'node');
