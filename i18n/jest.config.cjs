module.exports = require('../jest.shared.cjs')(__dirname, 'jsdom');
