/**
 * A method result the database already wrote as JSON text. The engine puts the text into the reply
 * as it is: a listing of many wide rows need not be built as objects only to be serialised again.
 * `Value` is the shape the text holds, so a method's result type still says what it returns.
 */
export class JsonText<Value> {
  declare private readonly shape?: Value;
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** The result as a value, whether a method returned it as one or as JSON text. */
export function resultValue<Value>(result: Value | JsonText<Value>): Value {
  return result instanceof JsonText ? (JSON.parse(result.text) as Value) : result;
}
