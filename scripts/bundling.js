// What the server's bundle (scripts/build.js) and the test bundles (scripts/test.js) compile in of
// the packages they import, and what they leave in node_modules.

/**
 * Packages left in node_modules: a native addon (better-sqlite3); the drivers that src/db and
 * src/http load only when a deployment uses them (pg, ioredis); packages that read their own files
 * at run time (@fastify/swagger-ui's static assets, pino's worker threads for transports, tsx's
 * loader); stripe and prom-client, imported only when a shop takes cards or METRICS_TOKEN is set (a
 * compiled-in CommonJS package imported at run time would offer its default export alone);
 * iconv-lite, whose 540 KB of tables it requires on an encoding's first use. Every other package
 * is compiled in: Node then neither resolves, reads nor keeps a module record for each of their
 * hundreds of files (the first answer 120-240 ms sooner, docs/BENCHMARKS.md), and esbuild leaves
 * out what Tenpo does not use (kysely's MySQL and MSSQL dialects). A compiled-in CommonJS package
 * that reads a file beside its own (`__dirname`) finds none: @fastify/swagger reads its
 * package.json so, for defaults the document does not use. test/foundation/bundle.test.ts checks
 * the built server against src/.
 */
const EXTERNAL = [
  'better-sqlite3',
  'pg',
  'ioredis',
  '@fastify/swagger-ui',
  'pino',
  'tsx',
  'stripe',
  'prom-client',
  'iconv-lite',
];

/** A bare import's package name: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** esbuild options that compile in every package imported but EXTERNAL and `alsoExternal`. */
export function packagesCompiledIn(alsoExternal = []) {
  const external = new Set([...EXTERNAL, ...alsoExternal]);
  return {
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            external.has(packageOf(args.path)) ? { path: args.path, external: true } : undefined,
          );
        },
      },
    ],
    // The compiled-in CommonJS packages require Node's own modules; an ES module has no `require`.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  };
}
