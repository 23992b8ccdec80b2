import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const cssFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? cssFiles(join(folder, entry.name))
      : entry.name.endsWith('.css')
        ? [join(folder, entry.name)]
        : [],
  );

describe('full-height boxes on phones', () => {
  it('use the dynamic viewport (dvh): 100vh is taller than what a phone shows under its toolbars', () => {
    const offending = cssFiles('src').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (/\b100vh\b/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offending).toEqual([]);
  });
});
