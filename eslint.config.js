import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const BROWSER_CODE = ['./src/!(sandbox|server)/**/*', './src/*.{ts,tsx}'];

/** Node-only folders may share the contract but never import browser code. */
const nodeOnlyZones = [
  {
    target: './src/sandbox',
    from: './src',
    except: ['./sandbox', './contract'],
    message: 'The sandbox is Node-only: it may use src/contract but never browser or server code.',
  },
  {
    target: './src/server',
    from: './src',
    except: ['./server', './sandbox', './contract'],
    message:
      'The portal server is Node-only: it may use the sandbox and src/contract but never browser code.',
  },
];

const browserZone = {
  target: BROWSER_CODE,
  from: ['./src/sandbox', './src/server'],
  message: 'Browser code never imports Node code: talk to the sandbox over HTTP.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-*/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'src/contract/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import/no-restricted-paths': ['error', { zones: [...nodeOnlyZones, browserZone] }],
    },
  },
  {
    // Tests of browser modules may start a real sandbox through its test helpers.
    files: ['src/**/*.test.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: nodeOnlyZones }] },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    ignores: ['src/sandbox/**', 'src/server/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
