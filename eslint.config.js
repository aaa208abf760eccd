// Lint the layer arrows instead of describing them: shared → offline → features → routes.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
  { target: './src', from: ['./supabase', './tests'], message: 'The app does not import the local server or tests.' },
];

export default tseslint.config(
  {
    ignores: ['dist/', 'node_modules/', '.data/', 'src/routeTree.gen.ts', 'test-results/', 'playwright-report/'],
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
);
