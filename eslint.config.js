import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const BROWSER_CODE = ['./src/!(sandbox|server|http)/**/*', './src/*.{ts,tsx}'];

/** Node-only folders may share the contract but never import browser code. */
const nodeOnlyZones = [
  {
    target: './src/http',
    from: './src',
    except: ['./http'],
    message: 'src/http is the HTTP kit both servers share: it knows neither of them.',
  },
  {
    target: './src/sandbox',
    from: './src',
    except: ['./sandbox', './contract', './http'],
    message:
      'The sandbox is Node-only: it may use src/contract and src/http but never browser or server code.',
  },
  {
    target: './src/server',
    from: './src',
    except: ['./server', './sandbox', './contract', './http'],
    message:
      'The portal server is Node-only: it may use the sandbox, src/http and src/contract but never browser code.',
  },
];

/**
 * The sandbox's layers, in the order a request meets them: each may import only the layers after
 * it (cli.ts, config.ts and server.ts wire them all together). Methods use the engine's surface
 * for them (context, errors, JSON text) and nothing else of rpc/.
 */
const SANDBOX_LAYERS = ['http', 'demo', 'auth', 'rpc', 'methods', 'store', 'credentials'];
const SANDBOX_WIRING = ['cli.ts', 'config.ts', 'server.ts', 'demo-accounts.ts'].map(
  (file) => `./src/sandbox/${file}`,
);
const sandboxLayerZones = SANDBOX_LAYERS.flatMap((layer, index) => {
  const above = SANDBOX_LAYERS.slice(0, index).filter((name) => !(layer === 'methods' && name === 'rpc'));
  const message = `src/sandbox/${layer} may import only ${SANDBOX_LAYERS.slice(index + 1).join(', ') || 'nothing'} of the sandbox's layers (order: ${SANDBOX_LAYERS.join(' → ')}).`;
  return [
    {
      target: `./src/sandbox/${layer}`,
      from: [...above.map((name) => `./src/sandbox/${name}`), ...SANDBOX_WIRING],
      message,
    },
    ...(layer === 'methods'
      ? [
          {
            target: './src/sandbox/methods',
            from: './src/sandbox/rpc',
            except: ['./context.ts', './errors.ts', './json-text.ts'],
            message:
              "Methods use only the engine's surface for them: rpc/context.ts, rpc/errors.ts, rpc/json-text.ts.",
          },
        ]
      : []),
  ];
});

/**
 * The portal's layers: the shared ones (ui, api, i18n, config, forms, contract, embedding) ← each
 * feature (never another feature) ← app (router and frame) ← main.tsx. A feature that needs what
 * another has takes it from a shared layer.
 */
const PORTAL_SHARED = ['ui', 'api', 'i18n', 'config', 'forms', 'contract', 'embedding'];
const FEATURES = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const portalLayerZones = [
  ...PORTAL_SHARED.map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/app', './src/main.tsx'],
    message: `src/${layer} is shared by every feature: it never imports a feature or the app.`,
  })),
  {
    target: './src/features',
    from: ['./src/app', './src/main.tsx'],
    message:
      'A feature never imports the app (router, frame): take paths and route data from src/ui and src/api.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: `src/features/${feature} never imports another feature: move what both need to a shared layer.`,
  })),
];

const browserZone = {
  target: BROWSER_CODE,
  from: ['./src/sandbox', './src/server', './src/http'],
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
      'src/contract/**/*.gen.*',
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
      'import/no-restricted-paths': [
        'error',
        { zones: [...nodeOnlyZones, ...sandboxLayerZones, ...portalLayerZones, browserZone] },
      ],
    },
  },
  {
    // Tests of browser modules may start a real sandbox through its test helpers.
    files: ['src/**/*.test.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: nodeOnlyZones }] },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    ignores: ['src/sandbox/**', 'src/server/**', 'src/http/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Newer than the oldest browsers the portal supports (docs/browsers.md).
      'no-restricted-properties': [
        'error',
        {
          object: 'URL',
          property: 'parse',
          message: 'Safari 18+: use parseUrl from src/embedding/protocol.ts.',
        },
        { property: 'checkVisibility', message: 'Safari 17.4+: test getClientRects() instead.' },
      ],
    },
  },
  {
    // public/browser-check.js runs in browsers too old for the portal: a classic ES5 script.
    files: ['public/browser-check.js'],
    languageOptions: { ecmaVersion: 5, sourceType: 'script', globals: { ...globals.browser } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }] },
  },
);
