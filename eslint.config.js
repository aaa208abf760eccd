// Lint the layer arrows instead of describing them: shared → offline → features → routes.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The staff portal: one feature, its screens as sub-folders beside a shared part. It may use what public
 * pages must not: supabase-js, Dexie, zod and Intl.
 */
const STAFF_FEATURES = ['src/features/staff'];
/** Shared modules only the staff portal uses, which may use Intl (docs/decisions.md, "without Intl"). */
const STAFF_LIB = ['src/lib/intl.ts', 'src/lib/date-format.ts'];
const TESTS = ['src/**/*.test.{ts,tsx}', 'src/**/*.fixtures.ts'];
const inside = (folders) => folders.map((folder) => `${folder}/**`);

const features = (() => {
  try {
    return readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

// A feature never imports another feature; shared code never imports features or routes.
const zones = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features do not import each other; move shared code to src/components or src/lib.',
  })),
  ...['components', 'lib', 'config', 'types', 'content', 'offline'].map((dir) => ({
    target: `./src/${dir}`,
    from: ['./src/features', './src/routes'],
    message: 'Shared layers do not import features or routes.',
  })),
  { target: './src/features', from: './src/routes', message: 'Features do not import routes.' },
  {
    target: './src/features/staff/shared',
    from: './src/features/staff',
    except: ['./shared'],
    message: "The staff portal's shared part does not import its screens.",
  },
  // Routes are in every page's first download (the route table). They reach the outbox and the data client
  // through features, which load them when needed, and check search params with plain code.
  {
    target: './src/routes',
    from: ['./src/offline', './src/lib/supabase.ts'],
    message: 'Routes do not import src/offline or src/lib/supabase.ts; go through a feature that loads it when needed.',
  },
  {
    target: './src/routes',
    from: './src/lib/zod.ts',
    message:
      "Routes do not import zod: a route's search check is in every page's first download. Check it with plain code.",
  },
  { target: './src', from: ['./supabase', './tests'], message: 'The app does not import the local server or tests.' },
];

/**
 * What public code (shared components, and every feature but the staff portal's) must not import statically,
 * since a static import puts it in the first download of the pages that use it. `import()` of the same
 * modules stays allowed (code loaded later on purpose), and so do type-only imports. What lint cannot see
 * (a module that imports one of these, imported by a page) tests/e2e/page-weight.spec.ts finds in the build.
 */
const PUBLIC_IMPORTS = {
  dexie: {
    regex: '(^|/)offline/(?!(outbox-hint|use-outbox-hint|throttle)$)',
    allowTypeImports: true,
    message:
      'Public pages load src/offline (IndexedDB, Dexie) with import() when needed; ' +
      'statically only outbox-hint, use-outbox-hint and throttle, which load no Dexie.',
  },
  supabase: {
    regex: '(^|/)lib/supabase$',
    allowImportNames: ['readPublicRows'],
    allowTypeImports: true,
    message: 'Public pages read with readPublicRows (one fetch); getSupabase loads supabase-js.',
  },
  intl: {
    regex: '(^|/)lib/(intl|date-format)$',
    allowTypeImports: true,
    message: 'Public pages format with src/lib/light-format.ts; Intl formatters are for the staff portal.',
  },
};
const PUBLIC_CODE = ['src/components/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}'];
/** Public modules that may import some of what PUBLIC_IMPORTS forbids, and why. A file is in one entry at most. */
const PUBLIC_EXCEPTIONS = [
  {
    // Loaded with import() when needed: form dialogs and what they submit with, analytics after `load`, and the
    // outbox's indicator once something is waiting.
    files: [
      'src/features/*/*-dialog.tsx',
      'src/features/*/api/submit-*.ts',
      'src/features/analytics/runtime.ts',
      'src/features/outbox/outbox-indicator.tsx',
    ],
    allow: ['dexie'],
  },
  // The custom tour page is its form, which saves to the outbox (the page-weight spec names the page too).
  { files: ['src/features/custom-tours/custom-tour-request-form.tsx'], allow: ['dexie'] },
  // The outbox page (/outbox, not pre-rendered) lists this device's waiting items and when each was saved.
  { files: ['src/features/outbox/outbox-page.tsx'], allow: ['dexie', 'intl'] },
];
const publicImports = (allow = []) => [
  'error',
  {
    patterns: Object.entries(PUBLIC_IMPORTS)
      .filter(([name]) => !allow.includes(name))
      .map(([, pattern]) => pattern),
  },
];

/**
 * Intl outside the staff portal. A page's first Intl formatter loads the browser's locale data (13–35 ms on a
 * desktop); public pages use src/lib/light-format.ts. Types (`Intl.DateTimeFormatOptions`) cost nothing and pass.
 */
const INTL_MESSAGE = 'No Intl on public pages: use src/lib/light-format.ts (the staff portal uses src/lib/intl.ts).';
const NO_INTL = [
  { selector: "MemberExpression[object.type='Identifier'][object.name='Intl']", message: INTL_MESSAGE },
  { selector: "MemberExpression[property.type='Identifier'][property.name='Intl']", message: INTL_MESSAGE },
  {
    // These make an Intl formatter or collator of their own on every call.
    selector:
      'CallExpression[callee.property.name=/^(toLocaleString|toLocaleDateString|toLocaleTimeString|localeCompare)$/]',
    message: INTL_MESSAGE,
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      '.data/',
      'src/routeTree.gen.ts',
      'test-results/',
      'playwright-report/',
      // postgrest-js's own tests, vendored unchanged (tests/contract/README.md).
      'tests/contract/postgrest-js/test/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@supabase/supabase-js', message: 'Use src/lib/supabase.ts.' },
            { name: 'dexie', message: 'Only src/offline/ talks to IndexedDB.' },
            { name: 'zod', message: 'Import z from src/lib/zod.ts (it runs Zod without eval, as the CSP requires).' },
          ],
        },
      ],
    },
  },
  { files: ['src/lib/supabase.ts', 'src/lib/zod.ts'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['src/offline/**/*.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: PUBLIC_CODE,
    ignores: [...inside(STAFF_FEATURES), ...TESTS],
    rules: { '@typescript-eslint/no-restricted-imports': publicImports() },
  },
  ...PUBLIC_EXCEPTIONS.map(({ files, allow }) => ({
    files,
    ignores: inside(STAFF_FEATURES),
    rules: { '@typescript-eslint/no-restricted-imports': publicImports(allow) },
  })),
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...inside(STAFF_FEATURES), ...STAFF_LIB, ...TESTS],
    rules: { 'no-restricted-syntax': ['error', ...NO_INTL] },
  },
);
