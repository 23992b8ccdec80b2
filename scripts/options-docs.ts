/**
 * The "Every option" section of docs/operations.md, made from the options tables
 * (src/sandbox/options-table.ts, src/server/options.ts) that also make the parsers and `--help`.
 * `npm run generate` writes it between the markers below; `npm run generate:check` fails when the
 * file says something else there.
 */
import { format, resolveConfig } from 'prettier';
import {
  type CliOption,
  envNames,
  optionLabel,
  sandboxOptions,
  wrapWords,
} from '../src/sandbox/options-table.ts';
import { portalOptions, runtimeConfigVariables } from '../src/server/options.ts';

export const OPTIONS_START = '<!-- options:start -->';
export const OPTIONS_END = '<!-- options:end -->';

const code = (text: string) => `\`${text}\``;
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function flagCell(option: CliOption): string {
  if (option.flag === undefined) return '';
  if (option.short === undefined) return code(optionLabel(option));
  return `${code(`-${option.short}`)}, ${code(optionLabel({ ...option, short: undefined }))}`;
}

function envCell(option: CliOption): string {
  const names = envNames(option).map(code).join(', ');
  return option.repeats && names ? `${names} (comma-separated)` : names;
}

function defaultCell(option: CliOption): string {
  if (option.default !== undefined) return code(option.default);
  if (option.defaultText !== undefined) return option.defaultText;
  return option.value === undefined ? 'off' : 'none';
}

const whatItDoes = (option: CliOption) => `${option.help}${option.repeats ? '; repeatable' : ''}`;

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

const optionsTable = (options: readonly CliOption[]) =>
  table(
    ['flag', 'environment', 'default', 'what it does'],
    options.map((option) => [flagCell(option), envCell(option), defaultCell(option), whatItDoes(option)]),
  );

const runtimeConfigTable = (variables: readonly CliOption[]) =>
  table(
    ['environment', '`config.json`', 'default', 'what it does'],
    variables.map((variable) => [
      envCell(variable),
      variable.configKey === undefined ? '' : code(variable.configKey),
      defaultCell(variable),
      whatItDoes(variable),
    ]),
  );

/** Prose in lines of at most 100 characters, as the rest of the guide is written. */
const paragraph = (text: string) => wrapWords(text, 100).join('\n');

/** The section's text between the markers, formatted as Prettier formats the docs. */
export async function optionsSection(): Promise<string> {
  const markdown = [
    paragraph(
      '<!-- Written by `npm run generate` from the tables in src/server/options.ts and src/sandbox/options-table.ts (which make the parsers and `--help` too): change them there, not here. -->',
    ),
    paragraph(
      'A flag wins over its environment variable, which wins over the default. Where two variables are named, the first one set wins. A switch is on when its variable is `1`, `true`, `yes` or `on` (`PORTAL_KEEP_SESSIONS` turns sessions off with `off`, `false`, `0` or `no`).',
    ),
    "### `npm start`'s own options",
    optionsTable(portalOptions),
    "### The sandbox's options: `npm run sandbox`, and `npm start` too",
    optionsTable(sandboxOptions),
    '### The runtime config of `npm start`',
    paragraph(
      'The server serves it to the browser as `{basename}config.json`: the built `config.json` with these variables put over its keys.',
    ),
    runtimeConfigTable(runtimeConfigVariables),
  ].join('\n\n');
  const options = (await resolveConfig(new URL('../docs/operations.md', import.meta.url))) ?? {};
  return format(markdown, { ...options, parser: 'markdown' });
}

/** `document` with the section between its markers made anew. */
export async function withOptionsSection(document: string, file = 'docs/operations.md'): Promise<string> {
  const start = document.indexOf(OPTIONS_START);
  const end = document.indexOf(OPTIONS_END);
  if (start < 0 || end < start) {
    throw new Error(`${file} needs the lines ${OPTIONS_START} and ${OPTIONS_END}, in that order`);
  }
  const before = document.slice(0, start + OPTIONS_START.length);
  return `${before}\n\n${(await optionsSection()).trim()}\n\n${document.slice(end)}`;
}
