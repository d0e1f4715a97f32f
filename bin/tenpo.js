#!/usr/bin/env node
// The `tenpo` CLI: TypeScript sources run through tsx, so there is no build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
