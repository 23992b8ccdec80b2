/** Relative `$ref`s between the contract's files, and a file gathered with every file it refers to. */
export type JsonSchema = Record<string, unknown>;
export type SchemaBundle = ReadonlyMap<string, JsonSchema>;

/** The file a `$ref` points to, relative to the file it is written in; null for a local `#…` ref. */
export function refTarget(fromFile: string, ref: string): string | null {
  const [filePart] = ref.split('#');
  if (!filePart) return null;
  const segments = fromFile.split('/').slice(0, -1);
  for (const part of filePart.split('/')) {
    if (part === '..') segments.pop();
    else if (part !== '.' && part !== '') segments.push(part);
  }
  return segments.join('/');
}

export function refsIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refsIn);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [value] : refsIn(value),
  );
}

export async function loadSchemaBundle(
  root: string,
  load: (path: string) => Promise<JsonSchema>,
): Promise<SchemaBundle> {
  const files = new Map<string, JsonSchema>();
  const pending = [root];
  while (pending.length > 0) {
    const batch = [...new Set(pending.splice(0))].filter((path) => !files.has(path));
    const loaded = await Promise.all(batch.map(async (path) => [path, await load(path)] as const));
    for (const [path, schema] of loaded) {
      files.set(path, schema);
      for (const ref of refsIn(schema)) {
        const target = refTarget(path, ref);
        if (target && !files.has(target)) pending.push(target);
      }
    }
  }
  return files;
}
