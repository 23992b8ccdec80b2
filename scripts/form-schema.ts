/**
 * How a request schema is shaped for a generated form (the service keeps validating the original):
 * - `allOf` with one member (a described `$ref`) is merged into its parent;
 * - a nullable type or an `anyOf` with a `null` branch offers the value only (an empty field is null);
 * - any other `anyOf` offers its first alternative (housenr: the integer, not the numeric string);
 * - a `oneOf` that only says which members are required (nid *or* uuid) is dropped: RJSF cannot
 *   render it, so the page enforces "exactly one" itself.
 */
type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullBranch = (branch: unknown) => isObject(branch) && branch.type === 'null';
const onlyRequires = (branch: unknown) =>
  isObject(branch) &&
  Object.keys(branch).every((key) => key === 'required' || key === 'properties' || key === 'description');

function shape(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(shape);
  if (!isObject(node)) return node;
  let schema: Schema = { ...node };

  const allOf = schema.allOf;
  if (Array.isArray(allOf) && allOf.length === 1 && isObject(allOf[0])) {
    const { allOf: _merged, ...rest } = schema;
    schema = { ...allOf[0], ...rest };
  }
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((type) => type !== 'null');
    schema.type = types.length === 1 ? types[0] : types;
  }
  const anyOf = schema.anyOf;
  if (Array.isArray(anyOf)) {
    const { anyOf: _alternatives, ...rest } = schema;
    const chosen = anyOf.find((branch) => !isNullBranch(branch));
    schema = isObject(chosen) ? { ...chosen, ...rest } : rest;
  }
  if (Array.isArray(schema.oneOf) && schema.oneOf.every(onlyRequires)) {
    const { oneOf: _requiredOneOf, ...rest } = schema;
    schema = rest;
  }
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === 'enum' || key === 'const' || key === 'default' ? value : shape(value),
    ]),
  );
}

export function formSchemaOf(requestSchema: Schema): Schema {
  const shaped = shape(requestSchema) as Schema;
  delete shaped.$schema;
  return shaped;
}
