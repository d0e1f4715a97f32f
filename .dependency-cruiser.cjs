/**
 * The dependency rule of src/ (docs/DEVELOPING.md, "Who owns what"), checked by `npm run lint:deps`
 * in CI. An area is a top-level folder of src/ (catalog, orders, oauth, …); db, lib, http and
 * cli-kit are shared machinery. Type-only imports count: a cycle of types is still a cycle to read through.
 */

/**
 * The one-way stack, bottom first: a folder (or top-level file) of src/ imports only what sits in a
 * lower layer, never its own layer's neighbours or anything above. What a lower layer needs from
 * above is handed to it by src/app.ts (a function or value passed in). There are no exceptions.
 */
const LAYERS = [
  ['lib', 'config.ts'],
  ['db', 'cluster'],
  ['context.ts'],
  ['http', 'cli-kit'],
  ['changes'],
  ['events'],
  // Every area belongs to a shop and may read it (its settings, the CLI's --shop); the shop reads none.
  ['shop'],
  ['catalog', 'customers'],
  ['web'],
  ['inflow-routes'],
  ['payments'],
  ['orders'],
  ['storefront', 'jobs'],
  ['oauth'],
  ['webhooks'],
  ['console'],
  ['demo', 'health'],
  ['app.ts', 'cli'],
  ['server.ts'],
];

/** `^src/(a|b)(/|$)`: the folders or files named, escaped for a regular expression. */
const under = (names) => `^src/(${names.map((n) => n.replace('.', '[.]')).join('|')})(/|$)`;

const layerRules = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `layer-${layer.join('-')}`,
  severity: 'error',
  comment: `${layer.join(', ')} import only the layers below them (.dependency-cruiser.cjs LAYERS).`,
  from: { path: under(layer) },
  to: { path: under(LAYERS.slice(i).flat()), pathNot: '^src/$1(/|$)' },
}));

module.exports = {
  forbidden: [
    ...layerRules,
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
      name: 'own-repo-only',
      severity: 'error',
      comment:
        "A table is read and written by its own area's repository: other code calls that area's services, never its repo.ts (or repo/).",
      from: { path: '^src/([^/]+)' },
      to: { path: '^src/.+/repo([.]ts$|/)', pathNot: '^src/$1/' },
    },
    {
      name: 'own-tables-only',
      severity: 'error',
      comment:
        "An area names only its own tables' types (src/db/tables/<area>.ts; http/idempotency's are idempotency.ts); src/db/schema.ts composes them all.",
      from: { path: '^src/(?:http/)?([^/]+)/', pathNot: '^src/db/' },
      to: { path: '^src/db/tables/', pathNot: '^src/db/tables/$1[.]ts$' },
    },
    {
      name: 'db-imports-no-repo',
      severity: 'error',
      comment: 'src/db holds the storage machinery and the table types: it imports no repository.',
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
