/**
 * A method result that is JSON already: text the database wrote, or its UTF-8 bytes as a reader
 * thread hands them over. The engine puts it into the reply as it is: a listing of many wide rows
 * need not be built as objects only to be serialised again, nor copied into a string on the way.
 * `Value` is the shape the JSON holds, so a method's result type still says what it returns.
 */
export class JsonText<Value> {
  declare private readonly shape?: Value;
  readonly json: string | Uint8Array;
  constructor(json: string | Uint8Array) {
    this.json = json;
  }
}

const utf8 = new TextDecoder();

/** The result as a value, whether a method returned it as one or as JSON. */
export function resultValue<Value>(result: Value | JsonText<Value>): Value {
  if (!(result instanceof JsonText)) return result;
  const { json } = result;
  return JSON.parse(typeof json === 'string' ? json : utf8.decode(json)) as Value;
}

/** One body from parts of JSON: a string when every part is one, else bytes. */
export function joinJson(parts: readonly (string | Uint8Array)[]): string | Buffer {
  if (parts.every((part) => typeof part === 'string')) return parts.join('');
  return Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
}
