// Lint = the boundary rules of CONVENTIONS.md, enforced by the linter rather than by reviewers' memory.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const ONE_ROUTER = [
  { name: 'react-router-dom', message: 'Import routing from @labmall/shared/router (one router instance).' },
  { name: 'react-i18next', message: 'Import React i18n bindings from @labmall/shared/i18n/react (one instance).' },
];

const REMOTE_DIRS = ['mf-catalog', 'mf-cart-checkout', 'mf-account', 'mf-points-mall', 'mf-study-zone', 'mf-help-service', 'mf-backoffice'];

/** Imports flow one way: shared → a remote's features → its exposes. No remote imports another or the shell. */
const boundaryZones = [
  { target: './shared/src', from: ['./shell', './api', ...REMOTE_DIRS.map((d) => `./${d}`)], message: 'shared imports no app.' },
  { target: './shell/src', from: ['./api', ...REMOTE_DIRS.map((d) => `./${d}`)], message: 'The shell meets remotes only at runtime (loadRemote).' },
  ...REMOTE_DIRS.map((dir) => ({
    target: `./${dir}/src`,
    from: ['./shell', './api', './shared', ...REMOTE_DIRS.filter((d) => d !== dir).map((d) => `./${d}`)],
    message: 'A remote imports no other remote, no shell code, and shared only as @labmall/shared/…',
  })),
  ...REMOTE_DIRS.map((dir) => ({
    target: `./${dir}/src/features`,
    from: `./${dir}/src/exposes`,
    message: 'Features do not import pages; pages compose features.',
  })),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['**/*.{mjs,cjs,js}'], languageOptions: { globals: globals.node } },
  {
    // Singletons stay single: code outside shared reaches the router only through @labmall/shared/router, and
    // shared reaches its other folders by package name, so each import is a federated (shared) import rather than
    // a private copy bundled into whichever remote happened to load it first.
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared/src/router.ts', 'shared/src/i18n/react.ts', '**/*.test.{ts,tsx}', 'api/**', 'e2e/**', 'scripts/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ONE_ROUTER,
      }],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shared/src/router.ts', 'shared/src/i18n/react.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ONE_ROUTER,
        patterns: [{ group: ['../*'], message: 'Inside shared, import another folder as @labmall/shared/<path> so it stays one shared instance.' }],
      }],
    },
  },
  {
    // A feature never imports another feature: from features/<f>/<kind>/file, `../../` leaves the feature.
    // It may reach its remote's own shared folders (src/components, src/lib, src/testing) at `../../../`.
    files: REMOTE_DIRS.map((d) => `${d}/src/features/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': ['error', {
        paths: ONE_ROUTER,
        patterns: [{
          regex: '^\\.\\./\\.\\./(?!\\.\\./(components|lib|testing)/)',
          message: "A feature never imports another feature; share through the remote's src/components|lib, @labmall/shared, or compose in a page.",
        }],
      }],
    },
  },
);
