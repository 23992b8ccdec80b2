/*
 * That the docs name only flags and variables that exist, and that every link in them resolves, is
 * checked for all of README.md and docs/ in scripts/docs.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configFromArgs } from '../src/sandbox/config.ts';
import { type CliOption, sandboxOptions } from '../src/sandbox/options-table.ts';
import { portalOptions, runtimeConfigVariables } from '../src/server/options.ts';
import { resolveRuntimeConfig } from '../src/server/runtime-config.ts';
import { OPTIONS_END, OPTIONS_START, optionsSection } from './options-docs.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const tables: readonly CliOption[] = [...portalOptions, ...sandboxOptions, ...runtimeConfigVariables];

const tableFlags = new Set(tables.flatMap((option) => (option.flag ? [`--${option.flag}`] : [])));
const tableVariables = new Set(tables.flatMap((option) => option.env ?? []));

/** `--flag` words (not `--` alone, not a part of a longer word). */
const flagsIn = (text: string) =>
  new Set([...text.matchAll(/(?<![\w-])--[a-z][a-z0-9-]*/g)].map(([flag]) => flag));
const VARIABLE = /\b(?:(?:SANDBOX|PORTAL)_[A-Z0-9_]+|API_UPSTREAM)\b/g;
const variablesIn = (text: string) => new Set([...text.matchAll(VARIABLE)].map(([name]) => name));

const helpOf = (cli: string) => {
  const result = spawnSync(process.execPath, [join(root, cli), '--help'], { encoding: 'utf8' });
  expect(result.status, `${cli} --help`).toBe(0);
  return result.stdout;
};

/** Source files under src/ (not tests), for the variables the servers read. */
function sources(dir: string, extensions: RegExp): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extensions.test(entry.name) && !entry.name.includes('.test.'))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

describe('the options tables and the docs', () => {
  const guide = read('docs/operations.md');

  it('docs/operations.md holds the section the tables make (npm run generate writes it)', async () => {
    const start = guide.indexOf(OPTIONS_START);
    const end = guide.indexOf(OPTIONS_END);
    expect(start, `docs/operations.md has ${OPTIONS_START}`).toBeGreaterThan(0);
    expect(end, `docs/operations.md has ${OPTIONS_END} after it`).toBeGreaterThan(start);
    expect(guide.slice(start + OPTIONS_START.length, end).trim()).toBe((await optionsSection()).trim());
    expect(guide.slice(0, start).trimEnd().endsWith('## Every option')).toBe(true);
  });

  it.each(['src/server/cli.ts', 'src/sandbox/cli.ts'])(
    'names in docs/operations.md every flag and variable that %s --help lists',
    (cli) => {
      const help = helpOf(cli);
      const flags = flagsIn(help);
      expect(flags.size).toBeGreaterThan(cli.includes('server') ? 30 : 25);
      for (const flag of flags) {
        expect(tableFlags.has(flag), `${flag} of ${cli} --help is in a table`).toBe(true);
        expect(guide, `${flag} of ${cli} --help is in docs/operations.md`).toMatch(
          new RegExp(`(?<![\\w-])${flag}(?![\\w-])`),
        );
      }
      for (const name of variablesIn(help)) {
        expect(tableVariables.has(name), `${name} of ${cli} --help is in a table`).toBe(true);
        expect(guide, `${name} of ${cli} --help is in docs/operations.md`).toContain(name);
      }
    },
  );

  it('documents every SANDBOX_*, PORTAL_* and API_UPSTREAM variable the servers read', () => {
    const code = [...sources('src/sandbox', /\.ts$/), ...sources('src/server', /\.ts$/)].join('\n');
    const named = variablesIn(code);
    expect(named.size).toBeGreaterThan(30);
    expect([...named].filter((name) => !tableVariables.has(name))).toEqual([]);
  });

  it('shows as the default of a sandbox option what giving nothing means', () => {
    const parse = (args: string[]) => configFromArgs(['--demo', ...args], {});
    const none = parse([]);
    const literal = sandboxOptions.filter(
      (
        option,
      ): option is (typeof sandboxOptions)[number] & {
        default: string;
      } => 'default' in option,
    );
    expect(literal.length).toBeGreaterThan(10);
    for (const option of literal) {
      expect(parse([`--${option.flag}`, option.default]), `--${option.flag} ${option.default}`).toEqual(none);
    }
  });

  it('reads every runtime-config variable of the table, and shows its default', () => {
    const defaults = resolveRuntimeConfig({}, {});
    const examples: Record<string, string> = {
      PORTAL_BASENAME: '/portal/',
      PORTAL_API_BASE: 'https://api.provider.example',
      PORTAL_DEFAULT_LOCALE: 'en',
      PORTAL_ALLOWED_PARENT_ORIGINS: 'https://partner.example',
      PORTAL_THEME: '{"mode":"dark"}',
    };
    expect(runtimeConfigVariables.flatMap((variable) => variable.env)).toEqual(Object.keys(examples));
    for (const variable of runtimeConfigVariables) {
      const [name] = variable.env;
      const key = variable.configKey as keyof typeof defaults;
      expect(resolveRuntimeConfig({}, { [name]: examples[name] })[key], name).not.toEqual(defaults[key]);
      if ('default' in variable) expect(defaults[key], name).toBe(variable.default);
    }
  });
});
