import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noTypeImportCycle } from './scripts/lint/no-type-import-cycle.js';

const BROWSER_CODE = ['./src/!(sandbox|server|http|probe)/**/*', './src/*.{ts,tsx}'];

/** Modules that exist for tests: a real sandbox or portal to test against, helpers for both. */
const TEST_SUPPORT = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/testing/**'];

/**
 * Node-only code: the HTTP kit knows neither server; the sandbox may use the kit and the contract;
 * the portal server may use the kit, the contract and the sandbox's public entry (src/sandbox/index.ts);
 * the probe of a real service (`npm run probe`) the kit and the contract only.
 * Tests and test support may also use the sandbox's test support (src/sandbox/testing).
 */
const nodeOnlyZones = ({ forTests }) => [
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
  {
    target: './src/probe',
    from: './src',
    except: ['./probe', './contract', './http', ...(forTests ? ['./sandbox/testing'] : [])],
    message: `The probe is Node-only: it may use src/contract and src/http${forTests ? ' (its tests also src/sandbox/testing)' : ''}, never browser, server or sandbox code.`,
  },
  {
    target: './src/server',
    from: './src/sandbox',
    except: ['./index.ts', ...(forTests ? ['./testing'] : [])],
    message: `The portal server uses the sandbox through its public entry, src/sandbox/index.ts${forTests ? ' (tests also through src/sandbox/testing)' : ''}.`,
  },
];

/**
 * The sandbox's layers, in the order a request meets them: each may import only the layers after
 * it (cli.ts, config.ts, server.ts and index.ts wire them all together). Methods use the engine's
 * surface for them (context, errors, JSON text) and nothing else of rpc/.
 */
const SANDBOX_LAYERS = ['http', 'demo', 'auth', 'rpc', 'methods', 'store', 'credentials'];
const SANDBOX_WIRING = ['cli.ts', 'config.ts', 'server.ts', 'demo-accounts.ts', 'index.ts'].map(
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
 * The portal's layers: the shared ones ← each feature (never another feature) ← app (router and
 * frame) ← main.tsx. The shared layers have an order of their own, highest first: each may import
 * only those after it. A feature that needs what another has takes it from a shared layer.
 */
const PORTAL_SHARED = ['ui', 'forms', 'api', 'config', 'embedding', 'i18n', 'contract'];
const FEATURES = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const portalLayerZones = [
  ...PORTAL_SHARED.map((layer, index) => ({
    target: `./src/${layer}`,
    from: [
      './src/features',
      './src/app',
      './src/main.tsx',
      ...PORTAL_SHARED.slice(0, index).map((name) => `./src/${name}`),
    ],
    message: `src/${layer} is shared by every feature: it never imports a feature or the app, and of the shared layers only ${PORTAL_SHARED.slice(index + 1).join(', ') || 'none'} (order: ${PORTAL_SHARED.join(' → ')}).`,
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

/**
 * Demo mode is one slice of the portal, beside the features: it uses the shared layers, never a
 * feature or the app, and only the app (and main.tsx) plugs it in — the pages meet it through the
 * places of src/ui/plug-ins.tsx.
 */
const demoZones = [
  {
    target: './src/demo',
    from: ['./src/features', './src/app', './src/main.tsx'],
    message: `src/demo may import the shared layers (${PORTAL_SHARED.join(', ')}), never a feature or the app.`,
  },
  {
    target: ['./src/features', ...PORTAL_SHARED.map((layer) => `./src/${layer}`)],
    from: './src/demo',
    message:
      'Only the app and main.tsx import src/demo: a page shows its parts through a place of src/ui/plug-ins.tsx.',
  },
];

/**
 * Two scripts built on their own for other people's pages: the address-check widget (no React) and
 * the embedding SDK (only the postMessage protocol). Neither takes in the portal; the portal never
 * imports either.
 */
const standaloneZones = ({ forTests }) => [
  {
    target: './src/widget',
    from: './src',
    except: [
      './widget',
      './contract',
      './i18n/format-speed.ts',
      './i18n/messages.ts',
      './ui/enter-submits.ts',
      ...(forTests ? ['./sandbox/testing'] : []),
    ],
    message:
      'The widget is a standalone script for partners’ sites: it may use src/contract and the two framework-free helpers it names (format-speed, enter-submits), nothing else of the portal.',
  },
  {
    target: './src/embedding/sdk',
    from: './src',
    except: ['./embedding/sdk', './embedding/protocol.ts'],
    message: 'The embedding SDK runs on the host’s page: it may use only src/embedding/protocol.ts.',
  },
  {
    target: ['./src/!(widget|embedding)/**/*', './src/embedding/*', './src/*.{ts,tsx}'],
    from: ['./src/widget', './src/embedding/sdk'],
    message: 'The widget and the embedding SDK are built on their own: nothing of the portal imports them.',
  },
];

const browserZone = ({ forTests }) => [
  {
    target: BROWSER_CODE,
    from: ['./src/server', './src/http', './src/probe'],
    message: 'Browser code never imports Node code: talk to the sandbox over HTTP.',
  },
  {
    target: BROWSER_CODE,
    from: './src/sandbox',
    ...(forTests ? { except: ['./testing'] } : {}),
    message: forTests
      ? 'A test of browser code talks to a real sandbox over HTTP: it may start one with src/sandbox/testing, nothing else of the sandbox.'
      : 'Browser code never imports Node code: talk to the sandbox over HTTP.',
  },
];

const layerZones = ({ forTests }) => [
  ...nodeOnlyZones({ forTests }),
  ...sandboxLayerZones,
  ...portalLayerZones,
  ...demoZones,
  ...standaloneZones({ forTests }),
  ...browserZone({ forTests }),
];

/**
 * A number where an error code is meant, in browser code: compared with a `.code`
 * (`error.code === 2`, `-32601 !== reply.code`, `error?.code == 3`), a `case 2:` of a switch on one,
 * or a fallback (`error.code ?? 1`).
 */
const codeMember = (side) =>
  `:matches([${side}.property.name='code'], [${side}.expression.property.name='code'])`;
const numberLiteral = (side) =>
  `:matches([${side}.value=type(number)], [${side}.operator='-'][${side}.argument.value=type(number)])`;
const EQUALITY = 'BinaryExpression[operator=/^[!=]==?$/]';
const NUMERIC_ERROR_CODES = [
  `${EQUALITY}${codeMember('left')}${numberLiteral('right')}`,
  `${EQUALITY}${codeMember('right')}${numberLiteral('left')}`,
  `SwitchStatement${codeMember('discriminant')} > SwitchCase${numberLiteral('test')}`,
  `LogicalExpression[operator='??']${codeMember('left')}${numberLiteral('right')}`,
].map((selector) => ({
  selector,
  message:
    'Name the error code, never its number: ErrorCode from src/contract/error-codes.gen.ts (generated from schemas/catalogue.json), e.g. ErrorCode.invalidAddress.',
}));

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
    settings: {
      // import/no-cycle follows imports by parsing each module: TypeScript needs its own parser.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import/no-restricted-paths': ['error', { zones: layerZones({ forTests: false }) }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { cycles: { rules: { 'no-type-import-cycle': noTypeImportCycle } } },
    rules: { 'cycles/no-type-import-cycle': 'error' },
  },
  {
    // Tests keep their code's layers; they may also start a real sandbox through its test support.
    files: TEST_SUPPORT,
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones({ forTests: true }) }] },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    ignores: ['src/sandbox/**', 'src/server/**', 'src/http/**', 'src/probe/**'],
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
      'no-restricted-syntax': ['error', ...NUMERIC_ERROR_CODES],
    },
  },
  {
    // public/browser-check.js runs in browsers too old for the portal: a classic ES5 script.
    files: ['public/browser-check.js'],
    languageOptions: { ecmaVersion: 5, sourceType: 'script', globals: { ...globals.browser } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }] },
  },
);
