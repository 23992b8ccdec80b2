/**
 * Every difference of a reply, not only the first: the reply schema's tolerant form (the one
 * `npm run generate` compiles into the portal's validators, src/contract/reply-schema.ts) compiled here
 * with AJV's allErrors. Whether the portal can read a reply is decided by the portal's own
 * validator (check.ts); this only lists what else differs, by the same rule.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import {
  SCHEMA_BASE,
  addReplyKeywords,
  tolerantDefinitions,
  tolerantReplySchema,
} from '../contract/reply-schema.ts';
import {
  type ReplyDifference,
  type ReplyNote,
  type ReplyValidate,
  differenceOf,
} from '../contract/reply-reading.ts';
import { schemasDirectory } from './reading-methods.ts';

const readJson = (path: string): unknown => JSON.parse(readFileSync(join(schemasDirectory, path), 'utf8'));

let compiler: { ajv: Ajv; definitions: Map<string, unknown> } | null = null;
const validators = new Map<string, ReplyValidate>();

function validatorOf(replySchema: string): ReplyValidate {
  let validate = validators.get(replySchema);
  if (validate) return validate;
  if (!compiler) {
    const ajv = addReplyKeywords(
      new Ajv({ allErrors: true, messages: false, passContext: true, inlineRefs: false, strictTypes: false }),
    );
    const definitions = tolerantDefinitions(
      readdirSync(join(schemasDirectory, 'defs')).filter((file) => file.endsWith('.json')),
      (file) => readJson(`defs/${file}`),
    );
    for (const [file, schema] of definitions) ajv.addSchema(schema as object, `${SCHEMA_BASE}defs/${file}`);
    compiler = { ajv, definitions };
  }
  const { ajv, definitions } = compiler;
  ajv.addSchema(
    tolerantReplySchema(readJson(replySchema), definitions) as object,
    `${SCHEMA_BASE}${replySchema}`,
  );
  validate = ajv.getSchema(`${SCHEMA_BASE}${replySchema}`) as unknown as ReplyValidate;
  validators.set(replySchema, validate);
  return validate;
}

type ValidatorError = NonNullable<ReplyValidate['errors']>[number];

const within = (place: string) => (error: ValidatorError) =>
  error.instancePath === place || error.instancePath.startsWith(`${place}/`);

const isAlternative = (error: ValidatorError) => error.keyword === 'anyOf' || error.keyword === 'oneOf';

interface Found {
  errors: ValidatorError[];
  differences: ReplyDifference[];
}

/**
 * The alternatives of an `anyOf` at `place` (their failures come before its own): where every
 * alternative failed on the kind alone, one difference naming the kinds allowed there; otherwise
 * the differences inside the alternatives of the right kind.
 */
function alternativesAt(place: string, found: readonly Found[], result: unknown): ReplyDifference[] {
  const errors = found.flatMap((entry) => entry.errors).filter((error) => !isAlternative(error));
  const onKindAlone = (error: ValidatorError) =>
    error.instancePath === place && (error.keyword === 'type' || error.keyword === 'x-number');
  if (errors.every(onKindAlone)) return [differenceOf(errors, result)];
  return found
    .flatMap((entry) => entry.differences)
    .filter((difference) => !(difference.pointer === place && Array.isArray(difference.expected)));
}

/** One difference per place and member, with the alternatives of an `anyOf` read together. */
export function differencesOf(errors: readonly ValidatorError[], result: unknown): ReplyDifference[] {
  const found: Found[] = [];
  for (const error of errors) {
    if (!isAlternative(error)) {
      found.push({ errors: [error], differences: [differenceOf([error], result)] });
      continue;
    }
    const alternatives: Found[] = [];
    while (found.length > 0 && found.at(-1)!.errors.every(within(error.instancePath)))
      alternatives.unshift(found.pop()!);
    found.push({
      errors: [...alternatives.flatMap((entry) => entry.errors), error],
      differences: alternativesAt(error.instancePath, alternatives, result),
    });
  }
  const seen = new Set<string>();
  return found
    .flatMap((entry) => entry.differences)
    .filter((difference) => {
      const key = JSON.stringify(difference);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Every difference and every note of `result` (a copy: numbers sent as text are put in as numbers). */
export function everyDifference(
  replySchema: string,
  result: unknown,
): { differences: ReplyDifference[]; notes: ReplyNote[] } {
  const validate = validatorOf(replySchema);
  const copy = structuredClone(result);
  const context = { notes: [] as ReplyNote[] };
  const valid = validate.call(context, copy);
  return { differences: valid ? [] : differencesOf(validate.errors ?? [], copy), notes: context.notes };
}
