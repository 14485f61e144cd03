import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverModules = readdirSync(new URL('./server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Fails on user-facing text typed straight into JSX: every visible string goes through react-intl. */
const noLiteralText = {
  meta: { type: 'problem', messages: { literal: 'User-facing text "{{text}}" must go through react-intl.' } },
  create(context) {
    const visibleAttributes = new Set([
      'title',
      'placeholder',
      'alt',
      'aria-label',
      'label',
      'content',
      'description',
    ]);
    const hasWords = (text) => /[\p{L}]/u.test(text);
    return {
      JSXText(node) {
        if (hasWords(node.value))
          context.report({ node, messageId: 'literal', data: { text: node.value.trim() } });
      },
      JSXAttribute(node) {
        if (
          visibleAttributes.has(node.name.name) &&
          node.value?.type === 'Literal' &&
          hasWords(String(node.value.value))
        ) {
          context.report({ node, messageId: 'literal', data: { text: node.value.value } });
        }
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist*',
      '.tmp',
      'tests/bench/results',
      'tests/e2e/screenshots',
      'node_modules',
      'server/db/migrations',
      'test-results',
      'playwright-report',
      '.data',
      'public',
    ],
  },
  js.configs.recommended,
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {
      import: importPlugin,
      'react-hooks': reactHooks,
      local: { rules: { 'no-literal-text': noLiteralText } },
    },
    settings: {
      'import/ignore': ['node_modules'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-cycle': 'error',
      'import/no-duplicates': ['error', { 'prefer-inline': true }],
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', ['internal', 'parent', 'sibling', 'index']],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/lib',
              from: ['./src/components', './src/features', './src/app'],
              message: 'lib -> components -> features -> app: lib imports none of them.',
            },
            {
              target: './src/components',
              from: ['./src/features', './src/app'],
              message: 'lib -> components -> features -> app: shared domain UI imports no feature.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'lib -> features -> app: features do not import app.',
            },
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature; compose them in src/app.',
            })),
            // Paths in `except` are relative to `from`: a module reaches its own files and the others' index.ts.
            ...serverModules.map((module) => ({
              target: `./server/modules/${module}`,
              from: './server/modules',
              except: [
                `./${module}`,
                ...serverModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`),
              ],
              message:
                'A server module imports another only through its index.ts (server/modules/<m>/index.ts).',
            })),
            {
              target: './server/composition',
              from: './server/modules',
              except: serverModules.map((module) => `./${module}/index.ts`),
              message: 'The composition layer uses a module only through its index.ts.',
            },
            {
              target: './server/modules',
              from: ['./server/composition', './server/app.ts', './server/main.ts'],
              message: 'Modules sit below server/composition and the app: what composes modules lives there.',
            },
            {
              target: './src',
              from: './server',
              message: 'The app talks to the server through the contract only.',
            },
            {
              target: './server',
              from: ['./src', './portal-demo'],
              message: 'The server does not import client code.',
            },
            {
              target: './contract',
              from: ['./src', './server', './portal-demo'],
              message: 'The contract depends on nothing.',
            },
            {
              target: './portal-demo',
              from: './src',
              message: 'portal-demo loads the app through qiankun only.',
            },
          ],
        },
      ],
    },
  },
  {
    // `useTestApp` registers vitest hooks for a test file; no React there.
    files: ['tests/server/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['server/modules/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message:
            "A module's index.ts names what other modules may use; it does not re-export a whole file.",
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'portal-demo/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'local/no-literal-text': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/ui/button.tsx', 'src/lib/ui/confirm-dialog.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd-mobile',
              importNames: ['Button'],
              message: 'lib/ui/button keeps a working button named for screen readers.',
            },
            {
              name: 'antd-mobile',
              importNames: ['Dialog'],
              message: 'lib/ui/confirm-dialog makes the dialog modal for keyboard and screen reader users.',
            },
          ],
        },
      ],
    },
  },
);
