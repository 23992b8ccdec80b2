/**
 * The methods the probe may call: those of the catalogue whose permission ends in "-r", the
 * permissions that only read. A method that changes anything is never among them, whatever asks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const schemasDirectory = fileURLToPath(new URL('../../schemas/', import.meta.url));

interface CatalogueMethod {
  method: string;
  permission: string;
  reply: string;
}

interface Catalogue {
  version: string;
  classes: { class: string; methods: CatalogueMethod[] }[];
  errors: { code: number; name: string }[];
}

export const catalogue = JSON.parse(
  readFileSync(join(schemasDirectory, 'catalogue.json'), 'utf8'),
) as Catalogue;

export interface MethodName {
  className: string;
  method: string;
}

const entryOf = ({ className, method }: MethodName) =>
  catalogue.classes
    .find((entry) => entry.class === className)
    ?.methods.find((entry) => entry.method === method);

export const isReadingMethod = (name: MethodName): boolean =>
  entryOf(name)?.permission.endsWith('-r') ?? false;

export const readingMethods = (): MethodName[] =>
  catalogue.classes.flatMap((entry) =>
    entry.methods
      .filter((method) => method.permission.endsWith('-r'))
      .map((method) => ({ className: entry.class, method: method.method })),
  );

/** The name the catalogue gives an error code (`invalidAddress`), or null. */
export const errorNameOf = (code: number): string | null =>
  catalogue.errors.find((error) => error.code === code)?.name ?? null;

/** The reply schema's path under schemas/, e.g. `broadband/list_carriers_reply_v1.json`. */
export function replySchemaOf(name: MethodName): string {
  const entry = entryOf(name);
  if (!entry) throw new Error(`${name.className} ${name.method} is not in the catalogue`);
  return entry.reply;
}

export class NotReadingError extends Error {
  constructor(name: MethodName) {
    super(`${name.className} ${name.method} is not a reading method: the probe never calls it`);
    this.name = 'NotReadingError';
  }
}
