#!/usr/bin/env node
// The `tenpo` CLI, compiled by `npm ci` (npm's prepare runs scripts/build.js) into dist/cli.js.
await import('../dist/cli.js');
