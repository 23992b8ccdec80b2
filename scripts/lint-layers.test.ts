/**
 * The layers are kept by ESLint (eslint.config.js, import/no-restricted-paths, import/no-cycle and
 * scripts/lint/no-type-import-cycle.js):
 * an import against their direction, or one closing a cycle, is a lint error; one along it is not.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const eslint = new ESLint({ cwd: root });
// import/no-cycle reads each module from disk, so it can only judge probes at paths that exist.
const withoutCycleRule = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

/** The messages of a rule (the layer rule by default) for a module at `file` holding `code`. */
async function layerErrors(
  file: string,
  code: string,
  rule = 'import/no-restricted-paths',
): Promise<string[]> {
  const linter = rule === 'import/no-cycle' ? eslint : withoutCycleRule;
  const [result] = await linter.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

const importing = (specifier: string, name: string) =>
  `import { ${name} } from '${specifier}';\nexport const used = ${name};\n`;

describe('the sandbox’s layers', () => {
  it('refuse an import against the direction http → demo → auth → rpc → methods → store → credentials', async () => {
    expect(
      await layerErrors('src/sandbox/store/probe.ts', importing('../http/edge.ts', 'createEdge')),
    ).toEqual([expect.stringContaining('src/sandbox/store may import only credentials')]);
    expect(
      await layerErrors('src/sandbox/rpc/probe.ts', importing('../auth/jwt.ts', 'createTokenService')),
    ).toEqual([expect.stringContaining('src/sandbox/rpc may import only methods, store, credentials')]);
    expect(
      await layerErrors('src/sandbox/methods/probe.ts', importing('../rpc/engine.ts', 'createEngine')),
    ).toEqual([expect.stringContaining("Methods use only the engine's surface")]);
  });

  it('allow imports along it', async () => {
    expect(
      await layerErrors('src/sandbox/http/probe.ts', importing('../auth/jwt.ts', 'createTokenService')),
    ).toEqual([]);
    expect(
      await layerErrors('src/sandbox/methods/probe.ts', importing('../rpc/errors.ts', 'RpcFailure')),
    ).toEqual([]);
    expect(
      await layerErrors('src/sandbox/auth/probe.ts', importing('../credentials/totp.ts', 'matchTotpStep')),
    ).toEqual([]);
  });
});

describe('browser and Node', () => {
  it('keep apart', async () => {
    expect(await layerErrors('src/api/probe.ts', importing('../sandbox/server.ts', 'startSandbox'))).toEqual([
      expect.stringContaining('Browser code never imports Node code'),
    ]);
    expect(await layerErrors('src/api/probe.ts', importing('../http/compose.ts', 'chain'))).toEqual([
      expect.stringContaining('Browser code never imports Node code'),
    ]);
  });

  it('let a test of browser code start a real sandbox through its test support, and nothing else of it', async () => {
    expect(
      await layerErrors(
        'src/api/probe.test.ts',
        importing('../sandbox/testing/sandbox-under-test.ts', 'startTestSandbox'),
      ),
    ).toEqual([]);
    expect(
      await layerErrors('src/api/probe.test.ts', importing('../sandbox/server.ts', 'startSandbox')),
    ).toEqual([expect.stringContaining('it may start one with src/sandbox/testing')]);
  });
});

describe('the Node programs', () => {
  it('keep the HTTP kit free of either server', async () => {
    expect(await layerErrors('src/http/probe.ts', importing('../sandbox/server.ts', 'startSandbox'))).toEqual(
      [expect.stringContaining('src/http is the HTTP kit both servers share')],
    );
  });

  it('let the portal server use the sandbox only through its public entry, and its tests its test support too', async () => {
    expect(
      await layerErrors('src/server/probe.ts', importing('../sandbox/index.ts', 'createSandbox')),
    ).toEqual([]);
    expect(
      await layerErrors('src/server/probe.ts', importing('../sandbox/server.ts', 'createSandbox')),
    ).toEqual([expect.stringContaining('through its public entry, src/sandbox/index.ts')]);
    expect(
      await layerErrors('src/server/probe.test.ts', importing('../sandbox/testing/http-client.ts', 'basic')),
    ).toEqual([]);
    expect(
      await layerErrors('src/server/probe.ts', importing('../sandbox/testing/http-client.ts', 'basic')),
    ).toEqual([expect.stringContaining('through its public entry')]);
  });

  it('let the probe of a real service use the contract, never browser or sandbox code; its tests the sandbox’s test support', async () => {
    expect(
      await layerErrors('src/probe/layer.ts', importing('../contract/reply-reading.ts', 'readReply')),
    ).toEqual([]);
    expect(await layerErrors('src/probe/layer.ts', importing('../api/rpc-client.ts', 'call'))).toEqual([
      expect.stringContaining('The probe is Node-only'),
    ]);
    expect(
      await layerErrors('src/probe/layer.ts', importing('../sandbox/index.ts', 'createSandbox')),
    ).toEqual([expect.stringContaining('The probe is Node-only')]);
    expect(
      await layerErrors(
        'src/probe/layer.test.ts',
        importing('../sandbox/testing/sandbox-under-test.ts', 'startTestSandbox'),
      ),
    ).toEqual([]);
    expect(await layerErrors('src/api/layer.ts', importing('../probe/probe.ts', 'runProbe'))).toEqual([
      expect.stringContaining('Browser code never imports Node code'),
    ]);
  });

  it('keep tests under the layers of the code they test', async () => {
    expect(
      await layerErrors('src/sandbox/store/probe.test.ts', importing('../http/edge.ts', 'createEdge')),
    ).toEqual([expect.stringContaining('src/sandbox/store may import only credentials')]);
  });
});

describe('import cycles', () => {
  it('are refused wherever they close', async () => {
    expect(
      await layerErrors(
        'src/api/errors.ts',
        importing('./auth-endpoints.ts', 'failureOf'),
        'import/no-cycle',
      ),
    ).toEqual([expect.stringContaining('Dependency cycle')]);
    expect(
      await layerErrors(
        'src/api/errors.ts',
        importing('../config/runtime-config.ts', 'runtimeConfig'),
        'import/no-cycle',
      ),
    ).toEqual([]);
  });

  it('are refused when only types close them, which import/no-cycle lets through', async () => {
    const typeOnly = (specifier: string) =>
      `import type { Anything } from '${specifier}';\nexport type Used = Anything;\n`;
    expect(
      await layerErrors('src/api/errors.ts', typeOnly('./auth-endpoints.ts'), 'cycles/no-type-import-cycle'),
    ).toEqual([expect.stringContaining('src/api/errors.ts → src/api/auth-endpoints.ts → src/api/errors.ts')]);
    expect(
      await layerErrors(
        'src/api/errors.ts',
        typeOnly('../config/runtime-config.ts'),
        'cycles/no-type-import-cycle',
      ),
    ).toEqual([]);
  });
});

describe('the portal’s layers', () => {
  it('refuse a feature importing another feature, a feature importing the app, shared code importing either', async () => {
    expect(
      await layerErrors(
        'src/features/home/probe.ts',
        importing('../transactions/list-spec.ts', 'TRANSACTIONS_LIST'),
      ),
    ).toEqual([expect.stringContaining('src/features/home never imports another feature')]);
    expect(
      await layerErrors('src/features/home/probe.ts', importing('../../app/router.tsx', 'createRouter')),
    ).toEqual([expect.stringContaining('A feature never imports the app')]);
    expect(
      await layerErrors('src/ui/probe.ts', importing('../features/home/home-page.tsx', 'HomePage')),
    ).toEqual([expect.stringContaining('src/ui is shared by every feature')]);
    expect(await layerErrors('src/api/probe.ts', importing('../app/start.tsx', 'Start'))).toEqual([
      expect.stringContaining('src/api is shared by every feature'),
    ]);
  });

  it('keep an order among the shared layers: ui → forms → api → config → embedding → i18n → contract', async () => {
    expect(await layerErrors('src/config/probe.ts', importing('../api/errors.ts', 'RpcError'))).toEqual([
      expect.stringContaining('of the shared layers only embedding, i18n, contract'),
    ]);
    expect(
      await layerErrors('src/embedding/probe.ts', importing('../api/session.ts', 'currentSession')),
    ).toEqual([expect.stringContaining('src/embedding is shared by every feature')]);
    expect(
      await layerErrors('src/api/probe.ts', importing('../config/runtime-config.ts', 'runtimeConfig')),
    ).toEqual([]);
  });

  it('keep the widget and the embedding SDK standalone, and out of the portal', async () => {
    expect(await layerErrors('src/widget/probe.ts', importing('../api/rpc-client.ts', 'call'))).toEqual([
      expect.stringContaining('The widget is a standalone script'),
    ]);
    expect(
      await layerErrors('src/widget/probe.ts', importing('../i18n/format-speed.ts', 'formatSpeed')),
    ).toEqual([]);
    expect(await layerErrors('src/embedding/sdk/probe.ts', importing('../theme.ts', 'parseColor'))).toEqual([
      expect.stringContaining('The embedding SDK runs on the host’s page'),
    ]);
    expect(
      await layerErrors('src/ui/probe.ts', importing('../widget/model.ts', 'normalisePostcode')),
    ).toEqual([expect.stringContaining('nothing of the portal imports them')]);
  });

  it('keep demo mode a slice of its own: it uses the shared layers, never a feature or the app', async () => {
    expect(
      await layerErrors('src/demo/probe.ts', importing('../features/home/home-page.tsx', 'HomePage')),
    ).toEqual([expect.stringContaining('src/demo may import the shared layers')]);
    expect(await layerErrors('src/demo/probe.ts', importing('../app/start.tsx', 'Start'))).toEqual([
      expect.stringContaining('src/demo may import the shared layers'),
    ]);
    expect(await layerErrors('src/demo/probe.ts', importing('../ui/paths.ts', 'paths'))).toEqual([]);
    expect(
      await layerErrors('src/demo/probe.ts', importing('../i18n/feature-messages.ts', 'featureMessages')),
    ).toEqual([]);
  });

  it('let only the app and main.tsx import demo mode: features and shared layers never do', async () => {
    expect(
      await layerErrors('src/features/login/probe.ts', importing('../../demo/log-in.tsx', 'PersonaSignIn')),
    ).toEqual([expect.stringContaining('Only the app and main.tsx import src/demo')]);
    expect(await layerErrors('src/ui/probe.ts', importing('../demo/banner.tsx', 'DemoBanner'))).toEqual([
      expect.stringContaining('Only the app and main.tsx import src/demo'),
    ]);
    expect(await layerErrors('src/i18n/probe.ts', importing('../demo/api.ts', 'fetchDemoInfo'))).toEqual([
      expect.stringContaining('Only the app and main.tsx import src/demo'),
    ]);
    expect(await layerErrors('src/app/probe.ts', importing('../demo/log-in.tsx', 'PersonaSignIn'))).toEqual(
      [],
    );
    expect(await layerErrors('src/main.tsx', importing('./demo/start.ts', 'startDemo'))).toEqual([]);
  });

  it('allow a feature its own files and the shared layers, and the app every feature', async () => {
    expect(
      await layerErrors('src/features/home/probe.ts', importing('./overview-data.ts', 'overviewData')),
    ).toEqual([]);
    expect(await layerErrors('src/features/home/probe.ts', importing('../../ui/paths.ts', 'paths'))).toEqual(
      [],
    );
    expect(
      await layerErrors('src/app/probe.ts', importing('../features/home/home-page.tsx', 'HomePage')),
    ).toEqual([]);
  });
});
