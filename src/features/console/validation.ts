/**
 * The request checked before it is sent, with the validator precompiled from the method's form
 * schema. That schema is narrower than the published one in two ways the service is not, so both
 * are corrected here from the published files: a member the contract lets be null is not refused
 * for being null, and a "exactly one of nid / uuid" rule the form schema dropped is enforced.
 */
import type { ErrorObject } from 'ajv';
import type { RJSFSchema } from '@rjsf/utils';
import { type JsonSchema, type Located, type PublishedSchema, childrenOf, expand } from './schema-refs.ts';

export interface RawValidator {
  rawValidation(schema: RJSFSchema, formData?: unknown): { errors?: ErrorObject[] };
}

export interface Issue {
  /** JSON pointer of the offending member; "" for params as a whole. */
  path: string;
  keyword: string;
  /** AJV's own words (English), or the members of an exactly-one rule. */
  detail: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

export function pointerSegments(pointer: string): string[] {
  return pointer === '' ? [] : pointer.split('/').slice(1).map(unescapePointer);
}

function valueAt(data: unknown, segments: string[]): unknown {
  let current = data;
  for (const segment of segments) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (isObject(current)) current = current[segment];
    else return undefined;
  }
  return current;
}

function allowsNull(node: JsonSchema): boolean {
  const type = node.type;
  return (
    type === 'null' ||
    (Array.isArray(type) && type.includes('null')) ||
    node.const === null ||
    (Array.isArray(node.enum) && node.enum.includes(null))
  );
}

export function publishedAllowsNull(published: PublishedSchema, segments: string[]): boolean {
  const rootNode = published.bundle.get(published.root);
  if (!rootNode) return false;
  let located: Located[] = [{ file: published.root, node: rootNode }];
  for (const segment of segments) located = childrenOf(published.bundle, located, segment);
  return located
    .flatMap((candidate) => expand(published.bundle, candidate))
    .some(({ node }) => allowsNull(node));
}

/** A root `oneOf` whose branches only say which members are required: "exactly one of". */
export function exactlyOneOf(published: PublishedSchema | null): string[][] | null {
  const rootNode = published?.bundle.get(published.root);
  const branches = rootNode?.oneOf;
  if (!Array.isArray(branches) || branches.length === 0) return null;
  const sets: string[][] = [];
  for (const branch of branches) {
    if (
      !isObject(branch) ||
      !Object.keys(branch).every((key) => ['required', 'properties', 'description'].includes(key))
    )
      return null;
    sets.push(
      Array.isArray(branch.required) ? branch.required.filter((name) => typeof name === 'string') : [],
    );
  }
  return sets;
}

export function exactlyOneIssue(alternatives: string[][] | null, params: unknown): Issue | null {
  if (!alternatives || !isObject(params)) return null;
  const matching = alternatives.filter((required) => required.every((name) => name in params));
  if (matching.length === 1) return null;
  return {
    path: '',
    keyword: 'oneOf',
    detail: alternatives.map((required) => required.join(' + ')).join(', '),
  };
}

function issueOf(error: ErrorObject): Issue {
  const params = error.params as Record<string, unknown>;
  const member =
    error.keyword === 'required'
      ? params.missingProperty
      : error.keyword === 'additionalProperties'
        ? params.additionalProperty
        : undefined;
  const path =
    typeof member === 'string'
      ? `${error.instancePath}/${member.replace(/~/g, '~0').replace(/\//g, '~1')}`
      : error.instancePath;
  return { path, keyword: error.keyword, detail: error.message ?? error.keyword };
}

export function validateRequest(
  form: { schema: RJSFSchema; validator: RawValidator },
  published: PublishedSchema | null,
  params: unknown,
): Issue[] {
  const errors = form.validator.rawValidation(form.schema, params).errors ?? [];
  const issues = errors
    .filter((error) => {
      if (error.keyword !== 'type' || !published) return true;
      const segments = pointerSegments(error.instancePath);
      return !(valueAt(params, segments) === null && publishedAllowsNull(published, segments));
    })
    .map(issueOf);
  const unique = issues.filter(
    (issue, index) =>
      issues.findIndex(
        (other) =>
          other.path === issue.path && other.keyword === issue.keyword && other.detail === issue.detail,
      ) === index,
  );
  const exactlyOne = exactlyOneIssue(exactlyOneOf(published), params);
  return exactlyOne ? [...unique, exactlyOne] : unique;
}
