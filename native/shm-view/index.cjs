// Loads the addon built at install; throws when it was not built (Tenpo then falls back to pread).
module.exports = require('./build/Release/shm_view.node');
