import { loadEnvFile } from '../lib/env-file.ts';
import { buildCliContext, runCli } from './run.ts';

loadEnvFile();
process.exitCode = await runCli(process.argv.slice(2), () => buildCliContext());
