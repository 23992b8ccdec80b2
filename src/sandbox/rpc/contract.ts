import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

export const schemasDirectory = fileURLToPath(new URL('../../../schemas/', import.meta.url));

/** Key under which each schema file is registered, so relative `$ref`s between files resolve. */
const SCHEMA_BASE = 'https://sandbox.invalid/schemas/';

export interface CatalogueMethod {
  method: string;
  permission: string;
  since: string;
  origin: 'spec' | 'sandbox design';
  summary: string;
  request: string;
  reply: string;
}

export interface CatalogueClass {
  class: string;
  summary: string;
  methods: CatalogueMethod[];
}

export interface Catalogue {
  version: string;
  classes: CatalogueClass[];
}

export interface SchemaIssue {
  path: string;
  message: string;
}

export interface MethodContract extends CatalogueMethod {
  className: string;
  validateParams: (params: unknown) => SchemaIssue[];
  validateResult: (result: unknown) => SchemaIssue[];
}

export interface Contract {
  catalogue: Catalogue;
  classes: Map<string, Map<string, MethodContract>>;
  /** Raw schema file text by path relative to `schemas/` (served at `/schemas/<path>`). */
  schemaFiles: Map<string, string>;
}

function listJsonFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

function describeIssue(error: ErrorObject): SchemaIssue {
  const path = error.instancePath === '' ? '/' : error.instancePath;
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') {
    return { path, message: `unknown member "${String(params.additionalProperty)}"` };
  }
  if (error.keyword === 'required') {
    return { path, message: `missing required member "${String(params.missingProperty)}"` };
  }
  return { path, message: error.message ?? 'is invalid' };
}

function issuesOf(validate: ValidateFunction, value: unknown): SchemaIssue[] {
  if (validate(value)) return [];
  const seen = new Set<string>();
  const issues: SchemaIssue[] = [];
  for (const error of validate.errors ?? []) {
    const issue = describeIssue(error);
    const key = `${issue.path} ${issue.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      issues.push(issue);
    }
  }
  return issues;
}

export function loadContract(directory = schemasDirectory): Contract {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  const addFormats = addFormatsModule as unknown as (instance: Ajv) => void;
  addFormats(ajv);

  const schemaFiles = new Map<string, string>();
  for (const file of listJsonFiles(directory)) {
    const text = readFileSync(join(directory, file), 'utf8');
    schemaFiles.set(file, text);
    if (file === 'catalogue.json' || file === 'catalogue.schema.json') continue;
    ajv.addSchema(JSON.parse(text) as object, SCHEMA_BASE + file);
  }

  const catalogue = JSON.parse(schemaFiles.get('catalogue.json') ?? '{}') as Catalogue;
  const compiled = (file: string): ValidateFunction => {
    const validate = ajv.getSchema(SCHEMA_BASE + file);
    if (!validate) throw new Error(`schemas/catalogue.json names ${file}, which does not exist`);
    return validate;
  };

  const classes = new Map<string, Map<string, MethodContract>>();
  for (const entry of catalogue.classes) {
    const methods = new Map<string, MethodContract>();
    for (const method of entry.methods) {
      const request = compiled(method.request);
      const reply = compiled(method.reply);
      methods.set(method.method, {
        ...method,
        className: entry.class,
        validateParams: (params) => issuesOf(request, params),
        validateResult: (result) => issuesOf(reply, result),
      });
    }
    classes.set(entry.class, methods);
  }
  return { catalogue, classes, schemaFiles };
}
