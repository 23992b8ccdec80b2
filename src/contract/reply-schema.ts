/**
 * A reply schema as the portal reads it: tolerant where a difference does not stop the portal from
 * showing the data, strict where it does. The rule (docs/contributing/reading-replies.md):
 * - a member the schema does not name (`additionalProperties: false`) is noted, not refused;
 * - a value outside an `enum` or `const` (a state, an action, a provider id) is noted, not refused;
 * - a number that arrives as a numeric string is read as the number, and noted;
 * - lengths, ranges, patterns and formats do not decide whether a reply can be read;
 * - a missing required member, or a value of another kind (a list for an object, null where null
 *   is not allowed), is a difference the portal cannot read.
 * Four keywords compiled into the validator carry the tolerant part (`x-members`, `x-names`,
 * `x-values`, `x-number`); they add notes to `this.notes` of the call, so the generated code needs
 * no runtime of its own. Definitions that come down to a type that is not a number (a date, a NID)
 * are inlined, and alternatives of such plain types merged into one list of types, so the code
 * stays small; a number type becomes `x-number`, which neither inlines nor merges.
 * Node-only: `npm run generate` compiles the portal's validators with it, `npm run probe` its own.
 */
import { type Ajv, type Code, type CodeKeywordDefinition, type KeywordCxt, Name, _, str } from 'ajv';
import { regexpCode } from 'ajv/dist/compile/codegen/index.js';

export type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What only constrains a value's form, or only documents it. */
const DROPPED = new Set([
  '$schema',
  '$id',
  'title',
  'description',
  'examples',
  'default',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
]);

const NUMBER_TYPES = ['number', 'integer'];

/** Only a type (and known values): such a schema merges with others and is inlined where referred to. */
const isPlain = (schema: unknown): schema is Schema =>
  isObject(schema) &&
  'type' in schema &&
  Object.keys(schema).every((key) => key === 'type' || key === 'x-values');

const typesOf = (schema: Schema): string[] =>
  typeof schema.type === 'string'
    ? [schema.type]
    : Array.isArray(schema.type)
      ? (schema.type as string[])
      : [];

/** The file name a `$ref` points at (`../defs/date.json` → `date.json`): definitions live in one folder. */
const definitionOf = (ref: string) => ref.split('/').pop() ?? ref;

/**
 * The tolerant form of a reply or definition schema (see the header). `definitions` gives the
 * tolerant form of each definition by file name; references to plain ones are inlined, the others
 * kept as they are.
 */
export function tolerantReplySchema(
  node: unknown,
  definitions: ReadonlyMap<string, unknown> = new Map(),
): unknown {
  if (Array.isArray(node)) return node.map((item) => tolerantReplySchema(item, definitions));
  if (!isObject(node)) return node;
  let tolerant: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED.has(key)) continue;
    if (key === 'enum') tolerant['x-values'] = value;
    else if (key === 'const') tolerant['x-values'] = [value];
    else if (key === 'oneOf') tolerant.anyOf = tolerantReplySchema(value, definitions);
    else if (key === 'additionalProperties' && value === false)
      tolerant['x-members'] = Object.keys(isObject(node.properties) ? node.properties : {});
    else if (key === 'propertyNames') {
      const allowed = namesAllowedBy(value, definitions);
      if (allowed) tolerant['x-names'] = allowed;
    } else if (key === 'properties' && isObject(value))
      tolerant.properties = Object.fromEntries(
        Object.entries(value).map(([member, schema]) => [member, tolerantReplySchema(schema, definitions)]),
      );
    else if (key === 'required' || key === '$ref') tolerant[key] = value;
    else tolerant[key] = tolerantReplySchema(value, definitions);
  }
  tolerant = inlinePlainReference(tolerant, definitions);
  tolerant = mergeSingleAllOf(tolerant);
  tolerant = mergePlainAlternatives(tolerant);
  return withNumbersAsText(tolerant);
}

function namesAllowedBy(schema: unknown, definitions: ReadonlyMap<string, unknown>): unknown[] | null {
  if (!isObject(schema)) return null;
  if (Array.isArray(schema.enum)) return schema.enum;
  if (typeof schema.$ref === 'string') {
    const target = definitions.get(definitionOf(schema.$ref));
    if (isObject(target) && Array.isArray(target['x-values'])) return target['x-values'];
  }
  return null;
}

function inlinePlainReference(schema: Schema, definitions: ReadonlyMap<string, unknown>): Schema {
  if (typeof schema.$ref !== 'string') return schema;
  const target = definitions.get(definitionOf(schema.$ref));
  if (!isPlain(target)) return schema;
  const { $ref: _inlined, ...rest } = schema;
  return { ...target, ...rest };
}

/** `{allOf: [X]}` (a described reference) is X. */
function mergeSingleAllOf(schema: Schema): Schema {
  const { allOf, ...rest } = schema;
  if (!Array.isArray(allOf) || allOf.length !== 1 || !isObject(allOf[0])) return schema;
  if (Object.keys(rest).some((key) => key in (allOf[0] as Schema))) return schema;
  return { ...(allOf[0] as Schema), ...rest };
}

/** `{anyOf: [{type: string}, {type: null}]}` is `{type: [string, null]}`. */
function mergePlainAlternatives(schema: Schema): Schema {
  const { anyOf, ...rest } = schema;
  if (!Array.isArray(anyOf) || !anyOf.every(isPlain) || 'type' in rest) return schema;
  const types = [...new Set(anyOf.flatMap(typesOf))];
  const valued = anyOf.filter((branch) => 'x-values' in branch);
  const merged: Schema = { ...rest, type: types.length === 1 ? types[0] : types };
  // Known values of one branch stay known; null is never an unknown value.
  if (
    valued.length === 1 &&
    anyOf.every((branch) => branch === valued[0] || typesOf(branch).join() === 'null')
  )
    merged['x-values'] = valued[0]!['x-values'];
  return merged;
}

/** A number type also takes a numeric string: `{x-number: [number, null]}` instead of `{type: …}`. */
function withNumbersAsText(schema: Schema): Schema {
  const types = typesOf(schema);
  if (!types.some((type) => NUMBER_TYPES.includes(type)) || types.includes('string')) return schema;
  const { type: _replaced, ...rest } = schema;
  return { ...rest, 'x-number': types };
}

/** Reply schemas refer to definitions by relative paths that all end in `defs/<file>`: their ids live under this base. */
export const SCHEMA_BASE = 'https://contract.invalid/';

/**
 * The tolerant form of every definition (`read` gives a definition's schema by file name), each with
 * the plain definitions it uses inlined.
 */
export function tolerantDefinitions(
  files: readonly string[],
  read: (file: string) => unknown,
): Map<string, unknown> {
  let definitions = new Map<string, unknown>();
  // Definitions refer to each other a few levels deep at most: repeat until nothing changes.
  for (let pass = 0; pass < 5; pass++) {
    const next = new Map(files.map((file) => [file, tolerantReplySchema(read(file), definitions)]));
    if (JSON.stringify([...next]) === JSON.stringify([...definitions])) break;
    definitions = next;
  }
  return definitions;
}

/** The pointer of the value a keyword looks at, as AJV builds it for its errors (its parameter `instancePath`). */
const INSTANCE_PATH = new Name('instancePath');
const pointerCode = (cxt: KeywordCxt) => str`${INSTANCE_PATH}${cxt.it.errorPath}`;

const escapedMember = (key: Name) => _`${key}.replace(/~/g, "~0").replace(/\\//g, "~1")`;

const note = (cxt: KeywordCxt, fields: Code) =>
  cxt.gen.code(_`if (this && this.notes) this.notes.push(${fields});`);

const membersKeyword: CodeKeywordDefinition = {
  keyword: 'x-members',
  type: 'object',
  schemaType: 'array',
  code(cxt) {
    const { gen, data, schemaCode } = cxt;
    const key = gen.name('member');
    gen.forIn(key, data, () => {
      gen.if(_`!${schemaCode}.includes(${key})`, () =>
        note(cxt, _`{kind: "member", pointer: ${pointerCode(cxt)} + "/" + ${escapedMember(key)}}`),
      );
    });
  },
};

const namesKeyword: CodeKeywordDefinition = {
  keyword: 'x-names',
  type: 'object',
  schemaType: 'array',
  code(cxt) {
    const { gen, data, schemaCode } = cxt;
    const key = gen.name('name');
    gen.forIn(key, data, () => {
      gen.if(_`!${schemaCode}.includes(${key})`, () =>
        note(
          cxt,
          _`{kind: "name", pointer: ${pointerCode(cxt)} + "/" + ${escapedMember(key)}, value: ${key}}`,
        ),
      );
    });
  },
};

const valuesKeyword: CodeKeywordDefinition = {
  keyword: 'x-values',
  schemaType: 'array',
  code(cxt) {
    const { data, schemaCode } = cxt;
    cxt.gen.if(_`${data} !== null && !${schemaCode}.includes(${data})`, () =>
      note(cxt, _`{kind: "value", pointer: ${pointerCode(cxt)}, value: ${data}}`),
    );
  },
};

const NUMERIC_TEXT = /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?\s*$/;

/**
 * `x-number: [integer, null]`: a number (an integer where it says so), null where allowed, or a
 * string that reads as such a number, which is then put in its place. Anything else fails as a
 * `type` difference would.
 */
const numberKeyword: CodeKeywordDefinition = {
  keyword: 'x-number',
  schemaType: 'array',
  error: { message: 'must be a number', params: ({ schemaCode }) => _`{type: ${schemaCode}.join(",")}` },
  code(cxt) {
    const { gen, data, schema, it } = cxt;
    const types = schema as string[];
    const integer = !types.includes('number');
    const isNumber = (value: Code | Name) =>
      integer ? _`Number.isSafeInteger(${value})` : _`Number.isFinite(${value})`;
    const fromText = gen.let('fromText', _`NaN`);
    gen.if(_`typeof ${data} == "string" && ${regexpCode(NUMERIC_TEXT)}.test(${data})`, () =>
      gen.assign(fromText, _`Number(${data})`),
    );
    const readable = gen.const(
      'readable',
      _`(typeof ${data} == "number" && ${isNumber(data)}) || ${isNumber(fromText)}${types.includes('null') ? _` || ${data} === null` : _``}`,
    );
    cxt.fail(_`!${readable}`);
    gen.if(_`${readable} && typeof ${data} == "string"`, () => {
      gen.if(_`${it.parentData} !== undefined`, () =>
        gen.assign(_`${it.parentData}[${it.parentDataProperty}]`, fromText),
      );
      note(cxt, _`{kind: "number-as-text", pointer: ${pointerCode(cxt)}}`);
    });
  },
};

export const REPLY_KEYWORDS = [membersKeyword, namesKeyword, valuesKeyword, numberKeyword];

export function addReplyKeywords(ajv: Ajv): Ajv {
  for (const keyword of REPLY_KEYWORDS) ajv.addKeyword(keyword);
  return ajv;
}
