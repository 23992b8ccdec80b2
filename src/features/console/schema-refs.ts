/**
 * Relative `$ref`s between the contract's files, a file gathered with every file it refers to, and
 * the schemas a member of a request stands for across those files.
 */
export type JsonSchema = Record<string, unknown>;
export type SchemaBundle = ReadonlyMap<string, JsonSchema>;

/** A method's request schema as published: its root file and every file it refers to. */
export interface PublishedSchema {
  bundle: SchemaBundle;
  root: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

export interface Located {
  file: string;
  node: JsonSchema;
}

/** The node and every schema it stands for: its `$ref` target and its allOf / anyOf / oneOf members. */
export function expand(bundle: SchemaBundle, located: Located, seen = new Set<JsonSchema>()): Located[] {
  if (seen.has(located.node)) return [];
  seen.add(located.node);
  const found: Located[] = [located];
  const { node, file } = located;
  if (typeof node.$ref === 'string') {
    const target = refTarget(file, node.$ref);
    const referenced = target ? bundle.get(target) : undefined;
    if (target && referenced) found.push(...expand(bundle, { file: target, node: referenced }, seen));
  }
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
    const members = node[keyword];
    if (!Array.isArray(members)) continue;
    for (const member of members)
      if (isObject(member)) found.push(...expand(bundle, { file, node: member }, seen));
  }
  return found;
}

/** The schemas of one member under the given schemas; a numeric segment is an array item. */
export function childrenOf(bundle: SchemaBundle, located: Located[], segment: string): Located[] {
  return located
    .flatMap((candidate) => expand(bundle, candidate))
    .flatMap(({ file, node }) => {
      const properties = node.properties;
      if (isObject(properties) && isObject(properties[segment]))
        return [{ file, node: properties[segment] as JsonSchema }];
      if (/^[0-9]+$/.test(segment) && isObject(node.items)) return [{ file, node: node.items as JsonSchema }];
      return [];
    });
}
