// ESLint: typescript-eslint's recommended type-checked rules over all TypeScript (src, test, bench,
// scripts), zero warnings allowed (`npm run lint`). Formatting is Prettier's (`npm run format`).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/', 'node_modules/', '.test-build/', 'clients/typescript/dist/', 'clients/typescript/src/schema.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: globals.node,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
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
    // and assert on their shape, and they send deliberately ill-typed input: that is what the test
    // checks, so `any` and the no-unsafe-* family only add casts there. node:test's `describe`/`it` return promises the runner itself awaits.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            {
              from: 'package',
              package: 'node:test',
              name: ['describe', 'it', 'test', 'suite', 'before', 'after', 'beforeEach', 'afterEach'],
            },
          ],
        },
      ],
    },
  },
  {
    // A migration is fixed in time, so it types its handle as Kysely<any> (Kysely's own advice), not
    // as today's schema, which later migrations change.
    files: ['src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
);
