// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importCyclesPlugin } from './eslint-import-cycles.js';
import { serverLayersPlugin } from './eslint-server-layers.js';
import { webLayersPlugin } from './eslint-web-layers.js';

/**
 * Dependency direction (DESIGN.md): domain ← contracts ← stats ← league; db (which maps stats'
 * lines onto its rows) used by the server;
 * the web app uses only domain and contracts and talks to the server over HTTP/WS; nothing
 * imports from apps/*. Each entry lists the workspace packages a folder may NOT import.
 */
const ALL = ['domain', 'contracts', 'stats', 'league', 'db', 'server', 'web'];
const allowed = {
  'packages/domain': [],
  'packages/contracts': ['domain'],
  'packages/stats': ['domain', 'contracts'],
  'packages/league': ['domain', 'contracts', 'stats'],
  'packages/db': ['domain', 'contracts', 'stats'],
  'apps/server': ['domain', 'contracts', 'stats', 'league', 'db'],
  'apps/web': ['domain', 'contracts'],
  e2e: ['contracts'],
};

/**
 * The server's layers (docs/architecture.md, the same table): routes/ and plugins/ answer HTTP and
 * are composed by app.ts, never by each other; below them the areas (read/, film/, identity/,
 * chat/) hold the logic and take the database as an argument; errors/, cache/ and config/ are
 * leaves. Each folder under apps/server/src lists the folders it may import besides its own; '*'
 * composes the app. Nothing below the top imports routes/ or plugins/.
 */
const serverLayers = {
  '.': ['*'], // app.ts, main.ts, version.ts
  cli: ['*'],
  bench: ['*'],
  load: ['*'], // the load and fault suite drives the server as a process
  testing: ['*'], // test helpers (src/testing/, like every package's) may import anything
  routes: ['read', 'film', 'identity', 'chat', 'changes', 'errors', 'cache', 'config'],
  plugins: ['live', 'changes', 'errors', 'cache', 'config', 'compression'],
  read: ['changes', 'errors'],
  film: ['changes', 'errors', 'cache'],
  identity: ['errors', 'cache', 'config'],
  chat: ['read', 'errors', 'cache', 'config'],
  live: ['changes', 'errors', 'cache', 'config'], // the feed ingest only
  changes: [], // the change bus: what changed, heard by read/, film/, routes/ and plugins/
  errors: [],
  cache: [],
  config: [],
  compression: [], // the answer encodings: negotiation and zlib, shared by plugins/
};
const EXPORTED_ARROW =
  'ExportNamedDeclaration > VariableDeclaration > ' +
  'VariableDeclarator:not([id.typeAnnotation])[init.type=/^(ArrowFunctionExpression|FunctionExpression)$/]';
const EXPORTED_ARROW_MESSAGE =
  'Write an exported function as a declaration: `export function name(…) {…}` (STYLE.md: one function style).';
// MUI's Skeleton is a bare <span>: a name on it without a role is an ARIA violation (axe's
// aria-prohibited-attr), seen only when a check catches the page while it loads.
const UNNAMED_SKELETON =
  "JSXOpeningElement[name.name='Skeleton']:has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name='role']))";
const UNNAMED_SKELETON_MESSAGE =
  'A Skeleton with an aria-label needs role="status" (a <span> may not carry a name).';
/** Tests sit beside the code; test helpers live in each package's src/testing/ (docs/decisions/tooling.md). */
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'];
/** Build configuration runs in Node when the bundle is built, never in the app (it writes files). */
const BUILD_CONFIG_FILES = ['**/vite.config.ts', '**/vite-*.ts'];
const NODE_BUILTINS = [
  'node:*',
  'fs',
  'path',
  'os',
  'http',
  'https',
  'net',
  'crypto',
  'child_process',
  'url',
];

/** @param {string} folder @param {string[]} permitted @param {string[]} extra */
function boundaryRule(folder, permitted, extra = []) {
  const forbidden = ALL.filter((name) => !permitted.includes(name));
  return {
    files: [`${folder}/**/*.{ts,tsx}`],
    ignores: [...TEST_FILES, ...BUILD_CONFIG_FILES],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: forbidden
                .map((name) => `@all22/${name}`)
                .concat(forbidden.map((name) => `@all22/${name}/*`)),
              message: `${folder} may import only ${permitted.length ? permitted.map((p) => '@all22/' + p).join(', ') : 'no other workspace package'} (DESIGN.md: dependencies point one way).`,
            },
            {
              // Relative paths that climb into another package's src/ or dist/ are crossings too.
              group: ['**/apps/**', '**/packages/**', '../**/src/**', '../**/dist/**'],
              message: 'Import workspace packages by name (@all22/...); nothing imports from apps/*.',
            },
            ...(extra.length ? [{ group: extra, message: `${folder} is pure: no I/O, no framework.` }] : []),
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/drizzle/**',
      '.data/**',
      'coverage/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
      // Files that break the rules on purpose, for eslint.config.test.ts.
      'eslint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: {
      all22: {
        rules: { ...importCyclesPlugin.rules, ...serverLayersPlugin.rules, ...webLayersPlugin.rules },
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
      'all22/no-import-cycle': 'error',
      // One function style (STYLE.md): an exported function is a declaration. A typed variable
      // (`export const loader: LoaderFunction = …`) stays, since its type is the point.
      'no-restricted-syntax': ['error', { selector: EXPORTED_ARROW, message: EXPORTED_ARROW_MESSAGE }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        { selector: EXPORTED_ARROW, message: EXPORTED_ARROW_MESSAGE },
        { selector: UNNAMED_SKELETON, message: UNNAMED_SKELETON_MESSAGE },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'all22/web-layers': 'error' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: TEST_FILES,
    rules: { 'all22/server-layers': ['error', serverLayers] },
  },
  ...Object.entries(allowed).map(([folder, permitted]) =>
    boundaryRule(
      folder,
      permitted,
      folder === 'packages/domain'
        ? [...NODE_BUILTINS, 'react', 'react-dom', 'fastify', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'zod']
        : folder === 'apps/web'
          ? NODE_BUILTINS
          : [],
    ),
  ),
  prettier,
);
