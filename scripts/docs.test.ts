/**
 * The documentation (README.md and docs/) against the code: every relative link leads to a file,
 * every `#anchor` to a heading or an `<a id>`, every file path named in code (`src/app/start.tsx`)
 * exists, and the docs name exactly the command-line flags and environment variables that the
 * servers' `--help` lists (no more, no fewer).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorCodeMeanings } from '../src/contract/error-codes.gen.ts';
import { FIGURES_END, FIGURES_START } from './performance-docs.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** README.md and every Markdown file under docs/, as paths from the project root. */
const DOCS = [
  'README.md',
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => join('docs', file))
    .sort(),
];

/** The text without fenced code blocks, whose lines are neither headings nor links. */
const withoutCodeBlocks = (markdown: string) =>
  markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
const withoutCodeSpans = (text: string) => text.replace(/(`+)[\s\S]*?\1/g, '');

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to dashes. */
export function slugOf(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link or image: its text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/[`*_~]/g, ''); // code and emphasis marks
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown file offers: its headings' slugs (repeats numbered) and explicit ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of withoutCodeBlocks(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const slug = slugOf(heading!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const [, id] of markdown.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(id!);
  return anchors;
}

/** The targets of a Markdown file's inline links and images, outside code. */
export function linksOf(markdown: string): string[] {
  const prose = withoutCodeSpans(withoutCodeBlocks(markdown));
  return [...prose.matchAll(/!?\[(?:[^\]]|\][^(])*?\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    ([, target]) => target!,
  );
}

const PROJECT_FOLDER = /^(?:bench|deploy|docs|e2e|public|schemas|scripts|src)\//;

/**
 * The project's files and folders that the text names in code spans (`src/http/compose.ts`), as
 * paths from the project root: patterns and placeholders (`schemas/<class>/…`, `*.gen.*`) left out,
 * a trailing full stop or colon and a `#part` or `:line` dropped.
 */
export function projectPathsOf(markdown: string): string[] {
  const spans = [...withoutCodeBlocks(markdown).matchAll(/(`+)([\s\S]*?)\1/g)].map(([, , span]) => span!);
  return spans
    .flatMap((span) => span.split(/[\s,;()]+/))
    .filter((word) => PROJECT_FOLDER.test(word) && !/[<>*…{}[\]$]/.test(word))
    .map((word) => word.replace(/[.:]+$/, '').split(/[#:]/)[0]!);
}

/** Whether git ignores the path: one the project writes and keeps out of git (`bench/results.json`, `data/…`). */
export function isWrittenOutput(path: string): boolean {
  return spawnSync('git', ['check-ignore', '--quiet', '--no-index', path], { cwd: root }).status === 0;
}

/** Where a link from `file` leads that does not: '' when it resolves. */
export function brokenLink(file: string, target: string, readFile: (path: string) => string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return ''; // https:, mailto:, …
  const [path = '', anchor] = target.split('#', 2) as [string, string | undefined];
  const resolved = path === '' ? file : join(dirname(file), decodeURIComponent(path));
  if (relative(root, join(root, resolved)).startsWith('..')) return `${target}: leads outside the project`;
  if (!existsSync(join(root, resolved))) return `${target}: no ${resolved}`;
  if (anchor === undefined) return '';
  if (!resolved.endsWith('.md') || statSync(join(root, resolved)).isDirectory())
    return `${target}: an anchor into ${resolved}, which is not a Markdown file`;
  if (!anchorsOf(readFile(resolved)).has(anchor))
    return `${target}: no heading or <a id> "${anchor}" in ${resolved}`;
  return '';
}

/** `--flag` words (not `--` alone, not the middle of a longer word). */
const flagsIn = (text: string) =>
  new Set([...text.matchAll(/(?<![\w-])--[a-z][a-z0-9-]*[a-z0-9]/g)].map(([flag]) => flag));
const VARIABLE = /\b(?:(?:SANDBOX|PORTAL)_[A-Z0-9_]*[A-Z0-9]|API_UPSTREAM)\b/g;
const variablesIn = (text: string) => new Set([...text.matchAll(VARIABLE)].map(([name]) => name));

const CLIS = ['src/server/cli.ts', 'src/sandbox/cli.ts', 'src/probe/cli.ts', 'src/server/backup/cli.ts'];
function helpOf(cli: string): string {
  const result = spawnSync(process.execPath, [join(root, cli), '--help'], { encoding: 'utf8' });
  expect(result.status, `${cli} --help: ${result.stderr}`).toBe(0);
  return result.stdout;
}

/** Flags the docs name that belong to other commands, each with the file that defines it. */
const OTHER_COMMANDS_FLAGS: Record<string, { file: string; command: string }> = {
  '--optimize-for-size': { file: 'package.json', command: 'node, which the npm scripts run with it' },
  '--silent': { file: 'deploy/systemd/broadband-portal.service', command: 'npm, kept out of stdout with it' },
  '--permission': { file: 'scripts/new-method.ts', command: 'npm run new-method' },
  '--summary': { file: 'scripts/new-method.ts', command: 'npm run new-method' },
  '--summary-nl': { file: 'scripts/new-method.ts', command: 'npm run new-method' },
  '--upstream': { file: 'src/sandbox/testing/differing-service.ts', command: 'the differing service' },
  '--change': { file: 'src/sandbox/testing/differing-service.ts', command: 'the differing service' },
  '--method': { file: 'src/sandbox/testing/differing-service.ts', command: 'the differing service' },
};

/** The CSS of the portal and the widget, for the custom properties the docs name (`--bg`, `--bac-gap`). */
function styleSources(): string {
  return readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(css|ts|tsx)$/.test(entry.name) && !entry.name.includes('.test.'))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

describe('the documentation', () => {
  it('is README.md and the Markdown files under docs/', () => {
    expect(DOCS).toContain('docs/operations.md');
    expect(DOCS).toContain('docs/contributing/adding-a-method.md');
    expect(DOCS.length).toBeGreaterThan(15);
  });

  it.each(DOCS)('%s: every relative link and #anchor resolves', (file) => {
    const links = linksOf(read(file));
    const broken = links.map((target) => brokenLink(file, target, read)).filter(Boolean);
    expect(broken).toEqual([]);
  });

  it.each(DOCS)('%s: every file it names in code exists, or is one the project writes', (file) => {
    const missing = projectPathsOf(read(file)).filter(
      (path) => !existsSync(join(root, path)) && !isWrittenOutput(path),
    );
    expect(missing).toEqual([]);
  });

  it('README.md stays a short entry point', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(150);
  });

  it('names only flags and variables that exist, and every one that --help lists', () => {
    const helps = CLIS.map(helpOf).join('\n');
    const helpFlags = flagsIn(helps);
    const helpVariables = variablesIn(helps);
    expect(helpFlags.size).toBeGreaterThan(30);
    expect(helpVariables.size).toBeGreaterThan(25);

    const styles = styleSources();
    const strangers: string[] = [];
    const namedFlags = new Set<string>();
    const namedVariables = new Set<string>();
    for (const file of DOCS) {
      const text = read(file);
      for (const flag of flagsIn(text)) {
        namedFlags.add(flag);
        if (helpFlags.has(flag)) continue;
        if (new RegExp(`var\\(${flag}[,)\\s]`).test(styles)) continue; // a CSS custom property
        const other = OTHER_COMMANDS_FLAGS[flag];
        if (other && read(other.file).includes(flag)) continue;
        strangers.push(`${flag} in ${file}`);
      }
      for (const name of variablesIn(text)) {
        namedVariables.add(name);
        if (!helpVariables.has(name)) strangers.push(`${name} in ${file}`);
      }
    }
    expect(strangers, 'named in the docs, but in no --help').toEqual([]);

    const undocumented = [...helpFlags, ...helpVariables].filter(
      (name) => !namedFlags.has(name) && !namedVariables.has(name),
    );
    expect(undocumented, 'in --help, but named nowhere in the docs').toEqual([]);
  });

  it('docs/partners/errors.md lists every error code of the catalogue, as src/contract names it', () => {
    const rows = read('docs/partners/errors.md')
      .split('\n')
      .filter((line) => /^\| -?[0-9]+ /.test(line))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    expect(rows).toEqual(
      Object.entries(errorCodeMeanings).map(([name, { code, shown, origin, message }]) => [
        shown,
        `\`${code}\``,
        `\`${name}\``,
        origin,
        message,
      ]),
    );
  });

  it('docs/performance.md has the place its figures are written to', () => {
    const performance = read('docs/performance.md');
    expect(performance.indexOf(FIGURES_START)).toBeGreaterThan(0);
    expect(performance.indexOf(FIGURES_END)).toBeGreaterThan(performance.indexOf(FIGURES_START));
  });
});

describe('the link checker', () => {
  it('makes anchors as GitHub does', () => {
    expect(slugOf("The sandbox's options: `npm run sandbox`, and `npm start` too")).toBe(
      'the-sandboxs-options-npm-run-sandbox-and-npm-start-too',
    );
    expect(slugOf('The host-side SDK: `{basename}embed.js`')).toBe('the-host-side-sdk-basenameembedjs');
    expect(slugOf('De demo / The demo')).toBe('de-demo--the-demo');
    expect([...anchorsOf('# A\n\n## A\n\n```\n# not a heading\n```\n<a id="kept"></a>')]).toEqual([
      'a',
      'a-1',
      'kept',
    ]);
  });

  it('finds a link to a missing file, and one to a missing anchor', () => {
    const file = 'docs/partners/README.md';
    const links = linksOf(
      '[ok](sandbox-api.md#demo-accounts), [gone](nowhere.md), [lost](errors.md#no-such-part)',
    );
    expect(links.map((target) => brokenLink(file, target, read))).toEqual([
      '',
      'nowhere.md: no docs/partners/nowhere.md',
      'errors.md#no-such-part: no heading or <a id> "no-such-part" in docs/partners/errors.md',
    ]);
  });

  it('finds the files named in code, and only those', () => {
    expect(
      projectPathsOf(
        'See `src/app/start.tsx`, `npm run x -- src/ui/csv.ts:12`, `docs/operations.md#every-option`.\n' +
          '`schemas/<class>/<method>_request_v1.json`, `src/**/*.gen.ts`, `src/gone.ts`. ' +
          'Not in code: src/http/router.ts.\n```\nsrc/in-a-block.ts\n```',
      ),
    ).toEqual(['src/app/start.tsx', 'src/ui/csv.ts', 'docs/operations.md', 'src/gone.ts']);
  });

  it('knows the files the project writes and keeps out of git', () => {
    expect(isWrittenOutput('bench/results.json')).toBe(true);
    expect(isWrittenOutput('data/sandbox.db')).toBe(true);
    expect(isWrittenOutput('dist-e2e/index.html')).toBe(true);
    expect(isWrittenOutput('e2e/run.log')).toBe(true);
    expect(isWrittenOutput('bench/results.ts')).toBe(false);
    expect(isWrittenOutput('src/gone.ts')).toBe(false);
  });

  it('leaves out links in code and addresses on the web', () => {
    expect(linksOf('`[a](b.md)`\n\n```\n[c](d.md)\n```\n[e](https://example.com/#x)')).toEqual([
      'https://example.com/#x',
    ]);
    expect(brokenLink('README.md', 'https://example.com/#x', read)).toBe('');
  });
});
