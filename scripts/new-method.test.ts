import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repository = fileURLToPath(new URL('../', import.meta.url));
const PARTS = ['schemas', 'scripts', 'src', 'package.json', 'tsconfig.json', 'tsconfig.node.json'];
const MORE_PARTS = ['vitest.config.ts', 'eslint.config.js', '.prettierrc.json'];

/** The text of every hand-written TypeScript file under src/ and scripts/ (not `*.gen.*`), by path. */
const handWrittenSources = (root: string) =>
  new Map(
    ['src', 'scripts'].flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.gen.'))
        .map((entry) => {
          const path = join(entry.parentPath, entry.name);
          return [path.slice(root.length + 1), readFileSync(path, 'utf8')] as const;
        }),
    ),
  );

let copy: string;
let sourcesBefore: Map<string, string>;
beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'new-method-'));
  for (const part of [...PARTS, ...MORE_PARTS]) {
    cpSync(join(repository, part), join(copy, part), { recursive: true });
  }
  symlinkSync(join(repository, 'node_modules'), join(copy, 'node_modules'));
  sourcesBefore = handWrittenSources(copy);
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** The environment without this test run's own Vitest settings, for the tools run in the copy. */
const plainEnvironment = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'TEST_REPORT_DIR'),
  );

const run = (script: string, args: readonly string[]) =>
  spawnSync(process.execPath, [join(copy, script), ...args], {
    cwd: copy,
    encoding: 'utf8',
    env: plainEnvironment(),
  });

const newMethod = (...args: string[]) =>
  spawnSync(process.execPath, [join(repository, 'scripts/new-method.ts'), ...args, '--root', copy], {
    encoding: 'utf8',
  });

const read = (path: string) => readFileSync(join(copy, path), 'utf8');

describe('npm run new-method', () => {
  it.each([
    [['mail', 'list_clients'], 'mail/v1 already has a method list_clients'],
    [['nothing', 'list_things'], 'The catalogue has no class nothing/v1'],
    [['Mail!', 'list_things'], 'is not a class path'],
    [['mail', 'ListAliases'], 'is not a method name'],
    [['mail', 'rpc.discover'], 'is not a method name'],
    [['mail', 'list_aliases', '--permission', '#mail-admin'], 'is not one the catalogue uses'],
    [['mail'], 'usage: npm run new-method'],
    [['mail', 'list_aliases', '--colour'], 'Unknown option'],
  ])('refuses %j with exit 2 and writes nothing', (args, message) => {
    const catalogue = read('schemas/catalogue.json');
    const outcome = newMethod(...args);
    expect(outcome.status, outcome.stderr).toBe(2);
    expect(outcome.stderr).toContain(message);
    expect(read('schemas/catalogue.json')).toBe(catalogue);
    expect(existsSync(join(copy, 'schemas/mail/list_aliases_request_v1.json'))).toBe(false);
  });

  it('writes the schemas, the catalogue entry, the method and its test, the portal module and its query key', () => {
    const outcome = newMethod('mail', 'list_aliases', '--summary', 'List the aliases of a client.');
    expect(outcome.status, outcome.stderr).toBe(0);

    const catalogue = JSON.parse(read('schemas/catalogue.json')) as {
      version: string;
      classes: { class: string; methods: Record<string, unknown>[] }[];
    };
    expect(catalogue.classes.find((entry) => entry.class === 'mail/v1')?.methods.at(-1)).toEqual({
      method: 'list_aliases',
      permission: '#mail-r',
      since: catalogue.version,
      origin: 'sandbox design',
      summary: 'List the aliases of a client.',
      summary_nl: 'Nog te beschrijven.',
      request: 'mail/list_aliases_request_v1.json',
      reply: 'mail/list_aliases_reply_v1.json',
      errors: [-32001],
    });
    expect(JSON.parse(read('schemas/mail/list_aliases_request_v1.json'))).toMatchObject({
      title: 'MailListAliasesRequest',
      type: 'object',
      additionalProperties: false,
    });
    expect(JSON.parse(read('schemas/mail/list_aliases_reply_v1.json'))).toMatchObject({
      title: 'MailListAliasesReply',
    });
    expect(read('src/sandbox/methods/mail/list-aliases.ts')).toContain(
      "throw failures.notImplemented('mail/v1', 'list_aliases');",
    );
    expect(read('src/sandbox/methods/mail/list-aliases.test.ts')).toContain('toBe(-32001)');
    const api = read('src/api/mail/list-aliases.ts');
    expect(api).toContain('export const useListAliases = ');
    expect(api).toContain('queryKey: mailKeys.listAliases(params),');
    expect(read('src/api/mail/keys.ts')).toContain(
      "listAliases: (params: object) => [...mailKeys.all, 'list-aliases', params] as const,",
    );

    // the generation ran: types, the console's form, the OpenRPC document, the sandbox's registry
    // and the method's (empty) list of examples know the method
    expect(read('src/contract/types.gen.ts')).toContain(
      'list_aliases: { params: MailListAliasesRequest; result: MailListAliasesReply };',
    );
    expect(existsSync(join(copy, 'src/contract/forms/mail/list_aliases.gen.js'))).toBe(true);
    const mail = JSON.parse(read('src/contract/openrpc/mail/v1.gen.json')) as {
      methods: { name: string; errors: unknown[] }[];
    };
    expect(mail.methods.find((method) => method.name === 'list_aliases')?.errors).toContainEqual({
      $ref: '#/components/errors/notImplemented',
    });
    const registry = read('src/sandbox/methods/registry.gen.ts');
    expect(registry).toContain("import { listAliases } from './mail/list-aliases.ts';");
    expect(registry).toContain('list_aliases: listAliases,');
    const examples = JSON.parse(read('scripts/openrpc/examples.json')) as Record<
      string,
      Record<string, unknown[]>
    >;
    expect(Object.keys(examples['mail/v1'] ?? {}).at(-1)).toBe('list_aliases');
    expect(examples['mail/v1']?.list_aliases).toEqual([]);
    expect(newMethod('mail', 'list_aliases').stderr).toContain('already has a method list_aliases');
  }, 120_000);

  it('writes a write method as a mutation, its handler named apart from a namesake of another class', () => {
    const outcome = newMethod('broadband/basic/v1', 'list_carriers', '--permission', '#broadband-ordering-d');
    expect(outcome.status, outcome.stderr).toBe(0);
    const registry = read('src/sandbox/methods/registry.gen.ts');
    expect(registry).toContain(
      "import { listCarriers as broadbandBasicListCarriers } from './broadband/basic/list-carriers.ts';",
    );
    expect(registry).toContain('list_carriers: broadbandBasicListCarriers,');
    expect(registry).toContain(
      "import { listCarriers as broadbandListCarriers } from './broadband/list-carriers.ts';",
    );
    expect(read('src/api/broadband-basic/list-carriers.ts')).toContain('useMutation');
    expect(read('src/api/broadband-basic/keys.ts')).not.toContain('listCarriers');
    expect(JSON.parse(read('schemas/catalogue.json'))).toMatchObject({
      classes: expect.arrayContaining([
        expect.objectContaining({
          class: 'broadband/basic/v1',
          methods: expect.arrayContaining([
            expect.objectContaining({ method: 'list_carriers', summary_nl: 'Nog te beschrijven.' }),
          ]),
        }),
      ]),
    });
  }, 120_000);

  it('changes no hand-written TypeScript file but the query keys of the class of a read', () => {
    const after = handWrittenSources(copy);
    const changed = [...sourcesBefore]
      .filter(([path, text]) => after.get(path) !== text)
      .map(([path]) => path);
    expect(changed).toEqual(['src/api/mail/keys.ts']);
  });

  it('leaves a tree that type-checks, lints, is generated and passes the new tests', () => {
    const checks = {
      'tsconfig.new-node.json': {
        extends: './tsconfig.node.json',
        include: [
          'src/sandbox/testing/global-setup.ts',
          'src/sandbox/methods/registry.ts',
          'src/features/console/summaries-nl.ts',
          'src/sandbox/methods/mail/list-aliases.test.ts',
          'src/sandbox/methods/broadband/basic/list-carriers.test.ts',
        ],
      },
      'tsconfig.new-browser.json': {
        extends: './tsconfig.json',
        include: [
          'src/api/mail/list-aliases.ts',
          'src/api/broadband-basic/list-carriers.ts',
          'src/features/console/catalogue.ts',
        ],
      },
    };
    for (const [file, config] of Object.entries(checks)) {
      writeFileSync(join(copy, file), JSON.stringify(config));
      const typecheck = run('node_modules/typescript/bin/tsc', ['-p', file]);
      expect(typecheck.status, `${file}: ${typecheck.stdout}`).toBe(0);
    }
    const written = [
      'src/sandbox/methods/registry.gen.ts',
      'src/sandbox/methods/mail/list-aliases.ts',
      'src/sandbox/methods/mail/list-aliases.test.ts',
      'src/api/mail/list-aliases.ts',
      'src/api/mail/keys.ts',
      'src/api/broadband-basic/list-carriers.ts',
    ];
    const lint = run('node_modules/eslint/bin/eslint.js', ['--max-warnings', '0', ...written]);
    expect(lint.status, lint.stdout).toBe(0);
    const format = run('node_modules/prettier/bin/prettier.cjs', [
      '--check',
      ...written,
      'schemas/catalogue.json',
      'scripts/openrpc/examples.json',
    ]);
    expect(format.status, format.stdout + format.stderr).toBe(0);
    const check = run('scripts/generate-contract.ts', ['--check']);
    expect(check.status, check.stderr).toBe(0);
    const tests = run('node_modules/vitest/vitest.mjs', [
      'run',
      'src/sandbox/methods/mail/list-aliases.test.ts',
      'src/sandbox/methods/broadband/basic/list-carriers.test.ts',
      'src/sandbox/rpc/catalogue.test.ts',
      'src/sandbox/rpc/strict-replies.test.ts',
    ]);
    expect(tests.status, tests.stdout + tests.stderr).toBe(0);
  }, 240_000);
});
