/**
 * The layers are kept by ESLint (eslint.config.js, import/no-restricted-paths): an import against
 * their direction is a lint error, one along it is not.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The layer rule's messages for a module at `file` holding `code`. */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
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
