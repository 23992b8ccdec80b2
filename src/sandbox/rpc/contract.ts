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
  /** Codes the method answers besides those every call may (scope `call`). */
  errors: number[];
}

export interface CatalogueError {
  code: number;
  name: string;
  scope: 'call' | 'method' | 'request';
  origin: 'spec' | 'JSON-RPC 2.0' | 'sandbox design';
  message: string;
}

export interface CatalogueClass {
  class: string;
  summary: string;
  methods: CatalogueMethod[];
}

export interface Catalogue {
  version: string;
  classes: CatalogueClass[];
  /** rpc.discover, which every class answers with its OpenRPC document. */
  discovery: CatalogueMethod;
  errors: CatalogueError[];
}

export interface SchemaIssue {
  path: string;
  message: string;
}

/** The problems of a value: at most MAX_LISTED_ISSUES listed, `count` found in all. */
export interface SchemaReport {
  issues: SchemaIssue[];
  count: number;
  /** True when the value was too large to look for more than its first problem. */
  stoppedAtFirst: boolean;
}

export const MAX_LISTED_ISSUES = 20;
/** Values (members and array items, at any depth) beyond which only the first problem is sought. */
export const FULL_REPORT_MAX_VALUES = 2000;
/** Characters of a path or a member name quoted in an issue. */
const MAX_QUOTED = 120;

const VALID: SchemaReport = Object.freeze({ issues: [], count: 0, stoppedAtFirst: false });

export interface MethodContract extends CatalogueMethod {
  className: string;
  /** Permissions any one of which allows the call instead of `permission` (rpc.discover: the class's). */
  anyOf?: readonly string[];
  validateParams: (params: unknown) => SchemaReport;
  validateResult: (result: unknown) => SchemaReport;
}

export interface Contract {
  catalogue: Catalogue;
  classes: Map<string, Map<string, MethodContract>>;
  /** rpc.discover of each class. */
  discovery: Map<string, MethodContract>;
  /** Raw schema file text by path relative to `schemas/` (served at `/schemas/<path>`). */
  schemaFiles: Map<string, string>;
}

function listJsonFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** A caller's text cut to a length fit for quoting in an error. */
export function quoted(text: string): string {
  return text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED)}…` : text;
}

function describeIssue(error: ErrorObject): SchemaIssue {
  const path = error.instancePath === '' ? '/' : quoted(error.instancePath);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') {
    return { path, message: `unknown member "${quoted(String(params.additionalProperty))}"` };
  }
  if (error.keyword === 'required') {
    return { path, message: `missing required member "${quoted(String(params.missingProperty))}"` };
  }
  return { path, message: error.message ?? 'is invalid' };
}

function issuesOf(errors: readonly ErrorObject[]): SchemaIssue[] {
  const seen = new Set<string>();
  const issues: SchemaIssue[] = [];
  for (const error of errors) {
    const issue = describeIssue(error);
    const key = `${issue.path} ${issue.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      issues.push(issue);
    }
  }
  return issues;
}

/** Whether a value holds more than `limit` members and items in all; stops counting past it. */
function holdsMoreThan(value: unknown, limit: number): boolean {
  let budget = limit;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null) continue;
    const children = Array.isArray(next) ? next : Object.values(next);
    budget -= children.length;
    if (budget < 0) return true;
    for (const child of children) if (typeof child === 'object' && child !== null) pending.push(child);
  }
  return false;
}

/**
 * A validator whose cost and report stay bounded: a valid value is checked once, stopping at the
 * first problem; only a value small enough is checked again for all its problems. A request of a
 * million wrong items costs one failed check and answers one issue, not a million.
 */
function boundedValidator(firstProblem: ValidateFunction, everyProblem: ValidateFunction) {
  return (value: unknown): SchemaReport => {
    if (firstProblem(value)) return VALID;
    if (holdsMoreThan(value, FULL_REPORT_MAX_VALUES)) {
      return { issues: issuesOf(firstProblem.errors ?? []), count: 1, stoppedAtFirst: true };
    }
    everyProblem(value);
    const issues = issuesOf(everyProblem.errors ?? []);
    return { issues: issues.slice(0, MAX_LISTED_ISSUES), count: issues.length, stoppedAtFirst: false };
  };
}

export function loadContract(directory = schemasDirectory): Contract {
  const newAjv = (allErrors: boolean) => {
    const ajv = new Ajv({ allErrors, strict: true, allowUnionTypes: true });
    (addFormatsModule as unknown as (instance: Ajv) => void)(ajv);
    return ajv;
  };
  const firstProblemAjv = newAjv(false);
  const everyProblemAjv = newAjv(true);

  const schemaFiles = new Map<string, string>();
  for (const file of listJsonFiles(directory)) {
    const text = readFileSync(join(directory, file), 'utf8');
    schemaFiles.set(file, text);
    if (file === 'catalogue.json' || file === 'catalogue.schema.json') continue;
    firstProblemAjv.addSchema(JSON.parse(text) as object, SCHEMA_BASE + file);
    everyProblemAjv.addSchema(JSON.parse(text) as object, SCHEMA_BASE + file);
  }

  const catalogue = JSON.parse(schemaFiles.get('catalogue.json') ?? '{}') as Catalogue;
  const compiled = (file: string) => {
    const firstProblem = firstProblemAjv.getSchema(SCHEMA_BASE + file);
    const everyProblem = everyProblemAjv.getSchema(SCHEMA_BASE + file);
    if (!firstProblem || !everyProblem)
      throw new Error(`schemas/catalogue.json names ${file}, which does not exist`);
    return boundedValidator(firstProblem, everyProblem);
  };

  const classes = new Map<string, Map<string, MethodContract>>();
  for (const entry of catalogue.classes) {
    const methods = new Map<string, MethodContract>();
    for (const method of entry.methods) {
      methods.set(method.method, {
        ...method,
        className: entry.class,
        validateParams: compiled(method.request),
        validateResult: compiled(method.reply),
      });
    }
    classes.set(entry.class, methods);
  }
  const discovery = new Map<string, MethodContract>();
  const validateDiscoverParams = compiled(catalogue.discovery.request);
  const validateDiscoverResult = compiled(catalogue.discovery.reply);
  for (const entry of catalogue.classes) {
    discovery.set(entry.class, {
      ...catalogue.discovery,
      className: entry.class,
      anyOf: [...new Set(entry.methods.map((method) => method.permission))],
      validateParams: validateDiscoverParams,
      validateResult: validateDiscoverResult,
    });
  }
  return { catalogue, classes, discovery, schemaFiles };
}
