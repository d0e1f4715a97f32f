/**
 * The dependency rule of src/ (docs/DEVELOPING.md, "Who owns what"), checked by `npm run lint:deps`
 * in CI. An area is a top-level folder of src/ (catalog, orders, oauth, …); db, lib, http and cli
 * are shared machinery. Type-only imports count: a cycle of types is still a cycle to read through.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Modules import each other in one direction only.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-app-import',
      severity: 'error',
      comment:
        'src/app.ts assembles the areas; nothing but the entry points imports it (shared types live in src/context.ts).',
      from: { path: '^src/', pathNot: ['^src/app[.]ts$', '^src/server[.]ts$', '^src/cli/'] },
      to: { path: '^src/app[.]ts$' },
    },
    {
      name: 'own-repo-and-tables-only',
      severity: 'error',
      comment:
        "A table is read and written by its own area's repository: other code calls that area's services, never its repo.ts (or repo/) or tables.ts.",
      from: { path: '^src/([^/]+)', pathNot: '^src/db/schema[.]ts$' },
      to: { path: '^src/.+/(repo|tables)([.]ts$|/)', pathNot: '^src/$1/' },
    },
    {
      name: 'schema-composes-tables-only',
      severity: 'error',
      comment: 'src/db/schema.ts may import every tables.ts (it composes them), and no repository.',
      from: { path: '^src/db/' },
      to: { path: '^src/.+/repo([.]ts$|/)' },
    },
    {
      name: 'lib-imports-no-area',
      severity: 'error',
      comment: 'src/lib holds plain helpers that every area may use: it imports nothing else of src/.',
      from: { path: '^src/lib/' },
      to: { path: '^src/', pathNot: '^src/lib/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
