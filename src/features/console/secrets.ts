/** Params as they may be written in the URL: without passwords, secrets, tokens and keys, at any depth. */
import { type Located, type PublishedSchema, childrenOf, expand } from './schema-refs.ts';

const SECRET_NAME = /pass(word|wd|phrase)|secret|token|totp|api_?key|credential|private_?key/i;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isSecret(published: PublishedSchema, name: string, schemas: Located[]): boolean {
  return (
    SECRET_NAME.test(name) ||
    schemas
      .flatMap((schema) => expand(published.bundle, schema))
      .some(({ node }) => node.format === 'password' || node.writeOnly === true)
  );
}

/** `entries` are an object's members or an array's items (named by their index), `schemas` those of their parent. */
function keptEntries(
  published: PublishedSchema,
  entries: [string, unknown][],
  schemas: Located[],
): [string, unknown][] {
  return entries.flatMap(([name, value]) => {
    const valueSchemas = childrenOf(published.bundle, schemas, name);
    return isSecret(published, name, valueSchemas)
      ? []
      : [[name, withoutSecretsAt(published, value, valueSchemas)]];
  });
}

function withoutSecretsAt(published: PublishedSchema, value: unknown, schemas: Located[]): unknown {
  if (Array.isArray(value))
    return keptEntries(
      published,
      value.map((item, index) => [String(index), item]),
      schemas,
    ).map(([, item]) => item);
  if (isObject(value)) return Object.fromEntries(keptEntries(published, Object.entries(value), schemas));
  return value;
}

/**
 * The params without every member that is a secret by its name (password, token, …) or by its
 * schema (`format: "password"`, `writeOnly`); an array item whose schema says so is left out too.
 */
export function withoutSecrets(published: PublishedSchema, params: unknown): unknown {
  const root = published.bundle.get(published.root);
  return withoutSecretsAt(published, params, root ? [{ file: published.root, node: root }] : []);
}
