/** The contract's schema files as published (relative `$ref`s left as they are), each loaded on first use. */
import { type JsonSchema, type SchemaBundle, loadSchemaBundle } from './schema-refs.ts';

const loaders = import.meta.glob<JsonSchema>('../../../schemas/**/*.json', { import: 'default' });
const PREFIX = '../../../schemas/';
const cache = new Map<string, Promise<JsonSchema>>();

export function hasSchemaFile(path: string): boolean {
  return `${PREFIX}${path}` in loaders;
}

export function loadSchemaFile(path: string): Promise<JsonSchema> {
  let loading = cache.get(path);
  if (!loading) {
    const load = loaders[`${PREFIX}${path}`];
    loading = load ? load() : Promise.reject(new Error(`no schema file ${path}`));
    cache.set(path, loading);
  }
  return loading;
}

export const loadPublishedBundle = (root: string): Promise<SchemaBundle> =>
  loadSchemaBundle(root, loadSchemaFile);
