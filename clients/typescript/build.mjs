// The package as it ships (npm pack runs this as prepack; installing it runs nothing): ES modules in
// dist/esm and CommonJS in dist/cjs, each with its .d.ts declarations, built by Tenpo's TypeScript.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
fs.rmSync(path.join(here, 'dist'), { recursive: true, force: true });
for (const config of ['tsconfig.build.json', 'tsconfig.cjs.json'])
  execFileSync(process.execPath, [tsc, '-p', path.join(here, config)], { stdio: 'inherit' });
// The package is "type": "module"; this marks the files under dist/cjs as CommonJS for Node and TypeScript.
fs.writeFileSync(path.join(here, 'dist/cjs/package.json'), '{ "type": "commonjs" }\n');
