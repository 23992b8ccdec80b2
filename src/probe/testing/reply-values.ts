/**
 * The values a report must never hold: every string of the replies the probe read, except the
 * service's vocabulary (a value some schema lists, a member name), which the report may name, and
 * strings too short to tell apart from ordinary words.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { schemasDirectory } from '../reading-methods.ts';

function collect(value: unknown, strings: Set<string>, names: Set<string>): void {
  if (typeof value === 'string') strings.add(value);
  else if (Array.isArray(value)) for (const item of value) collect(item, strings, names);
  else if (typeof value === 'object' && value !== null)
    for (const [name, item] of Object.entries(value)) {
      // a name with a slash (`FTTH/FTTO`) shows its parts in a pointer too
      for (const part of [name, ...name.split('/')]) names.add(part);
      collect(item, strings, names);
    }
}

/** Every value a schema lists (`enum`, `const`) and every member name it defines. */
function schemaVocabulary(): Set<string> {
  const vocabulary = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (typeof node === 'object' && node !== null) {
      const schema = node as Record<string, unknown>;
      if (Array.isArray(schema.enum)) for (const value of schema.enum) vocabulary.add(String(value));
      if ('const' in schema) vocabulary.add(String(schema.const));
      if (typeof schema.properties === 'object' && schema.properties !== null)
        for (const name of Object.keys(schema.properties)) vocabulary.add(name);
      Object.values(schema).forEach(visit);
    }
  };
  const files = readdirSync(schemasDirectory, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.json'),
  );
  for (const file of files) visit(JSON.parse(readFileSync(join(schemasDirectory, file), 'utf8')));
  return vocabulary;
}

/** The values of `results` that a report may not hold. */
export function valuesOf(results: readonly unknown[]): string[] {
  const strings = new Set<string>();
  const names = new Set<string>();
  for (const result of results) collect(result, strings, names);
  const vocabulary = schemaVocabulary();
  return [...strings].filter(
    (value) => value.trim().length >= 4 && !vocabulary.has(value) && !names.has(value),
  );
}
