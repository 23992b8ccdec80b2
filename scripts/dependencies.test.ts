/**
 * Every package in package.json's `dependencies` and `devDependencies` is used: imported or
 * required by the code (src, scripts, bench, e2e) or a configuration file, run as a command by an
 * npm script or the CI script, named by a tsconfig's `types`, or used implicitly (below). A package
 * nothing uses any more fails this test: take it out of package.json.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
/** This file names made-up packages as examples. */
const thisFile = fileURLToPath(import.meta.url);

/** Packages used without an import or a command of their own, and why. */
const USED_IMPLICITLY: Record<string, string> = {
  node: 'the pinned Node runtime: `node` in the npm scripts is this package',
};

const CODE_FOLDERS = ['src', 'scripts', 'bench', 'e2e'];
const CODE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
/** Configuration files at the root: every file named like `*.config.*`, and these. */
const ROOT_CONFIG_FILES = ['.prettierrc.json'];
const COMMAND_FILES = ['.ci/run'];

interface PackageJson {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  bin?: string | Record<string, string>;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

function codeFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && CODE_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => file !== thisFile);
}

/** The package a module specifier names (`@scope/name/sub` → `@scope/name`), or null for a relative or absolute path. */
export function packageOf(specifier: string): string | null {
  if (/^[./]/.test(specifier) || /^(node:|node_modules\/)/.test(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

const SPECIFIER_PATTERNS = [
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\/\/\/\s*<reference\s+types=['"]([^'"]+)['"]/g,
  // a package's file run or read by its path
  /\bnode_modules\/((?:@[^/'"`\s]+\/)?[^/'"`\s]+)/g,
  // a string that can only be a module, however it is loaded: a scoped name, or a name and a path
  /['"`](@[\w.-]+\/[\w.-]+(?:\/[\w./-]*)?|[\w.-]+\/[\w./-]*\.(?:js|mjs|cjs|json))['"`]/g,
];

/** The module specifiers a source file imports, requires or points at. */
export function specifiersIn(source: string): string[] {
  return SPECIFIER_PATTERNS.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
}

/** The commands a package puts in node_modules/.bin. */
function binsOf(name: string): string[] {
  const manifest = join(root, 'node_modules', name, 'package.json');
  if (!existsSync(manifest)) return [];
  const { bin } = readJson<PackageJson>(manifest);
  if (typeof bin === 'string') return [name.replace(/^@[^/]+\//, '')];
  return Object.keys(bin ?? {});
}

/** The words of shell commands, with `npx` and `./node_modules/.bin/` taken off a command's name. */
function commandWords(text: string): Set<string> {
  return new Set(
    text
      .split(/[\s;&|()"'`=]+/)
      .map((word) => word.replace(/^(?:\.\/)?node_modules\/\.bin\//, ''))
      .filter(Boolean),
  );
}

const builtins = new Set(builtinModules.map((name) => name.replace(/^node:/, '')));

export interface Usage {
  /** Packages (and Node builtins) the code and configuration import or require. */
  imported: Set<string>;
  /** Words of the npm scripts and the CI script. */
  commands: Set<string>;
  /** The `types` of the tsconfig files. */
  types: Set<string>;
  /** Whether any code imports a Node builtin. */
  usesNodeBuiltins: boolean;
}

function usageInProject(packageJson: PackageJson): Usage {
  const rootFiles = readdirSync(root).filter(
    (name) => /\.config\.[cm]?[jt]s$/.test(name) || ROOT_CONFIG_FILES.includes(name),
  );
  const files = [...CODE_FOLDERS.flatMap(codeFiles), ...rootFiles.map((name) => join(root, name))];
  const specifiers = files.flatMap((file) => specifiersIn(readFileSync(file, 'utf8')));
  const imported = new Set(specifiers.map(packageOf).filter((name) => name !== null));
  const usesNodeBuiltins =
    specifiers.some((specifier) => specifier.startsWith('node:')) ||
    [...imported].some((name) => builtins.has(name));

  const commandText = [
    ...Object.values(packageJson.scripts ?? {}),
    ...COMMAND_FILES.map((file) => readFileSync(join(root, file), 'utf8')),
  ].join('\n');

  const tsconfigs = readdirSync(root).filter((name) => /^tsconfig(\..+)?\.json$/.test(name));
  const types = new Set(
    tsconfigs.flatMap(
      (file) =>
        readJson<{ compilerOptions?: { types?: string[] } }>(join(root, file)).compilerOptions?.types ?? [],
    ),
  );
  return { imported, commands: commandWords(commandText), types, usesNodeBuiltins };
}

/** How a declared package is used, or null when nothing uses it. */
export function useOf(name: string, usage: Usage, bins: string[] = binsOf(name)): string | null {
  if (USED_IMPLICITLY[name]) return USED_IMPLICITLY[name];
  if (usage.imported.has(name)) return 'imported';
  const command = bins.find((bin) => usage.commands.has(bin));
  if (command) return `the \`${command}\` command`;
  const typed = [...usage.types].find((type) => packageOf(type) === name || `@types/${type}` === name);
  if (typed) return `tsconfig types: ${typed}`;
  const typesOf = /^@types\/(.+)$/.exec(name)?.[1];
  if (typesOf) {
    // @types/scope__name describes @scope/name
    const described = typesOf.includes('__') ? `@${typesOf.replace('__', '/')}` : typesOf;
    if (usage.imported.has(described)) return `types of ${described}`;
    if (described === 'node' && usage.usesNodeBuiltins) return 'types of the Node builtins';
  }
  return null;
}

const packageJson = readJson<PackageJson>(join(root, 'package.json'));
const declared = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies });

describe('package.json', () => {
  const usage = usageInProject(packageJson);

  it('declares no package that nothing uses', () => {
    const unused = declared.filter((name) => useOf(name, usage) === null);
    expect(unused).toEqual([]);
  });

  it('would notice one', () => {
    expect(useOf('left-pad', usage, ['left-pad'])).toBeNull();
    expect(useOf('@types/left-pad', usage, [])).toBeNull();
  });

  it('keeps no reason for a package it does not declare', () => {
    expect(Object.keys(USED_IMPLICITLY).filter((name) => !declared.includes(name))).toEqual([]);
  });
});

describe('finding what is used', () => {
  it('reads imports, requires, references and package paths', () => {
    const source = [
      "import a, {\n  b,\n} from 'alpha';",
      "import type { C } from '@scope/gamma/sub';",
      "import 'delta/style.css';",
      "export * from 'epsilon';",
      "const lazy = () => import('zeta');",
      "require.resolve('eta/dist/file.js');",
      '/// <reference types="theta" />',
      "spawn('node', ['node_modules/iota/lib/cli/bin.js']);",
      "load('@kappa/schema');",
      "const file = 'lambda/dist/file.min.js';",
      "const words = 'and/or';",
      "import { local } from './local.ts';",
      "import { readFileSync } from 'node:fs';",
    ].join('\n');
    expect([...new Set(specifiersIn(source).map(packageOf).filter(Boolean))].sort()).toEqual(
      [
        '@kappa/schema',
        '@scope/gamma',
        'alpha',
        'delta',
        'epsilon',
        'eta',
        'iota',
        'lambda',
        'theta',
        'zeta',
      ].sort(),
    );
  });

  it('counts a type package as used when its package or the Node builtins are', () => {
    const usage: Usage = {
      imported: new Set(['qrcode', '@scope/name']),
      commands: new Set(),
      types: new Set(),
      usesNodeBuiltins: true,
    };
    expect(useOf('@types/qrcode', usage, [])).not.toBeNull();
    expect(useOf('@types/scope__name', usage, [])).not.toBeNull();
    expect(useOf('@types/node', usage, [])).not.toBeNull();
    expect(useOf('@types/react', usage, [])).toBeNull();
  });
});
