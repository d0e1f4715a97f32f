// ESLint, zero warnings allowed (`npm run lint`). typescript-eslint's type-checked rules (no-floating-promises,
// no-misused-promises, the no-unsafe-* family, …) guard src/; tests, bench and scripts get the rules that need
// no types: type-checked there they cost a quarter of the lint's CPU time and found only style nits when they came in.
// One TypeScript program (the root tsconfig's) serves them. Formatting is Prettier's (`npm run format`).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/', 'node_modules/', '.test-build/', 'clients/typescript/dist/', 'clients/typescript/src/schema.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.ts'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    languageOptions: { globals: globals.node },
    rules: {
      // Async signatures here are the contracts being implemented (Fastify plugins and handlers,
      // Kysely's driver, the payment processor and identity verifier), not forgotten awaits.
      '@typescript-eslint/require-await': 'off',
      // `_name` marks a value left out on purpose (a destructured field dropped, a contract's unused argument).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Tests read HTTP answers, which are untyped JSON by nature (light-my-request's `json()` is `any`),
    // and assert on their shape, and they send deliberately ill-typed input: that is what the test checks.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // A migration is fixed in time, so it types its handle as Kysely<any> (Kysely's own advice), not
    // as today's schema, which later migrations change.
    files: ['src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    // CommonJS files load with require (the SDK's CommonJS example is the README's, as written).
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
