/**
 * Reads `.env` of the working directory into process.env when there is one, with Node's own parser
 * (process.loadEnvFile): a variable already set in the environment keeps its value, so a
 * deployment's environment always wins over the file. Read once, before the configuration is.
 */
export function loadEnvFile(file = '.env'): void {
  try {
    process.loadEnvFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}
