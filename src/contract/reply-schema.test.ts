/**
 * The reading rule, one member kind at a time: each schema below is put in its tolerant form with
 * the four keywords, as `npm run generate` does (compiled here in memory instead of to standalone
 * code; src/api/differing-service.test.ts reads real replies with the generated validators), and
 * read with the portal's `readReply`.
 */
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { type ReplyValidate, readReply, unknownMembersOf } from './reply-reading.ts';
import { addReplyKeywords, tolerantReplySchema } from './reply-schema.ts';

function readerOf(schema: object, definitions: Record<string, object> = {}) {
  const tolerantDefinitions = new Map(
    Object.entries(definitions).map(([file, definition]) => [file, tolerantReplySchema(definition)]),
  );
  const ajv = addReplyKeywords(
    new Ajv({ allErrors: false, passContext: true, strictTypes: false, messages: false }),
  );
  for (const [file, definition] of tolerantDefinitions)
    ajv.addSchema(definition as object, `https://contract.invalid/defs/${file}`);
  const validate = ajv.compile(
    tolerantReplySchema(
      { $id: 'https://contract.invalid/x/reply.json', ...schema },
      tolerantDefinitions,
    ) as object,
  ) as unknown as ReplyValidate;
  return (result: unknown) => readReply(validate, structuredClone(result));
}

const object = (properties: Record<string, object>, required = Object.keys(properties)) => ({
  type: 'object',
  required,
  properties,
  additionalProperties: false,
});

describe('a member the schema does not name', () => {
  const read = readerOf(object({ name: { type: 'string' }, totp: object({ enabled: { type: 'boolean' } }) }));

  it('is read past and noted with its pointer, at any depth', () => {
    const reading = read({ name: 'a', colour: 'red', totp: { enabled: true, 'by/sms': false } });
    expect(reading).toMatchObject({ readable: true, result: { name: 'a', colour: 'red' } });
    expect(reading.notes).toEqual([
      { kind: 'member', pointer: '/totp/by~1sms' },
      { kind: 'member', pointer: '/colour' },
    ]);
  });

  it('is no note where the schema allows any member', () => {
    const open = readerOf({
      type: 'object',
      properties: { proposal: { type: 'object', additionalProperties: true } },
    });
    expect(open({ proposal: { anything: 1 } })).toEqual({
      readable: true,
      result: { proposal: { anything: 1 } },
      notes: [],
    });
  });
});

describe('a missing member', () => {
  const read = readerOf(object({ name: { type: 'string' }, phone: { type: ['string', 'null'] } }, ['name']));

  it('that is optional is no difference', () => {
    expect(read({ name: 'a' })).toMatchObject({ readable: true, notes: [] });
  });

  it('that is required is a difference at its own pointer', () => {
    expect(read({ phone: null })).toMatchObject({
      readable: false,
      difference: { pointer: '/name', expected: 'member', received: 'missing' },
    });
  });

  it('inside a list item is named with the item', () => {
    const list = readerOf(
      object({ products: { type: 'array', items: object({ id: { type: 'integer' } }) } }),
    );
    expect(list({ products: [{ id: 1 }, { ID: 2 }] })).toMatchObject({
      readable: false,
      difference: { pointer: '/products/1/id', expected: 'member', received: 'missing' },
    });
  });
});

describe('a value the schema does not list', () => {
  const read = readerOf(object({ state: { type: 'string', enum: ['new', 'finished'] } }));

  it('is read as the service names it, and noted', () => {
    expect(read({ state: 'on_hold' })).toEqual({
      readable: true,
      result: { state: 'on_hold' },
      notes: [{ kind: 'value', pointer: '/state', value: 'on_hold' }],
    });
  });

  it('of another kind is a difference', () => {
    expect(read({ state: 3 })).toMatchObject({
      readable: false,
      difference: { pointer: '/state', expected: ['string'], received: 'integer' },
    });
  });

  it('as a member name where names are values (a provider id) is noted', () => {
    const byProvider = readerOf(
      {
        type: 'object',
        propertyNames: { $ref: '../defs/provider.json' },
        additionalProperties: { type: 'object' },
      },
      { 'provider.json': { type: 'string', enum: ['KPNWBA', 'ZIGGO'] } },
    );
    expect(byProvider({ ZIGGO: {}, NEWCO: {} })).toEqual({
      readable: true,
      result: { ZIGGO: {}, NEWCO: {} },
      notes: [{ kind: 'name', pointer: '/NEWCO', value: 'NEWCO' }],
    });
  });

  it('for a nullable listed value: null is no unknown value', () => {
    const nullable = readerOf(
      object({ language: { anyOf: [{ $ref: 'language.json' }, { type: 'null' }] } }),
      { 'language.json': { type: 'string', enum: ['nl', 'en'] } },
    );
    expect(nullable({ language: null })).toMatchObject({ readable: true, notes: [] });
    expect(nullable({ language: 'de' }).notes).toEqual([
      { kind: 'value', pointer: '/language', value: 'de' },
    ]);
  });
});

describe('a number', () => {
  const read = readerOf(
    object({ count: { type: 'integer', minimum: 1 }, price: { type: ['number', 'null'] } }),
  );

  it('sent as text is read as the number, and noted', () => {
    const reading = read({ count: '12', price: ' 9.95 ' });
    expect(reading).toMatchObject({ readable: true, result: { count: 12, price: 9.95 } });
    expect(reading.notes).toEqual([
      { kind: 'number-as-text', pointer: '/count' },
      { kind: 'number-as-text', pointer: '/price' },
    ]);
  });

  it('as text that is not a number is a difference', () => {
    expect(read({ count: 'twelve', price: null })).toMatchObject({
      readable: false,
      difference: { pointer: '/count', expected: ['integer'], received: 'string' },
    });
  });

  it('with a fraction where an integer belongs is a difference, as number and as text', () => {
    expect(read({ count: 1.5, price: null })).toMatchObject({
      readable: false,
      difference: { pointer: '/count' },
    });
    expect(read({ count: '1.5', price: null })).toMatchObject({
      readable: false,
      difference: { pointer: '/count' },
    });
  });

  it('that is null where null is not allowed is a difference, never a zero', () => {
    expect(read({ count: null, price: null })).toMatchObject({
      readable: false,
      difference: { pointer: '/count', expected: ['integer'], received: 'null' },
    });
  });

  it('outside its range is read: ranges do not decide whether a reply can be read', () => {
    expect(read({ count: 0, price: -1 })).toMatchObject({ readable: true, result: { count: 0, price: -1 } });
  });
});

describe('a value of another kind', () => {
  const read = readerOf(
    object({
      whitelist: { type: 'array', items: object({ subnet: { type: 'string' } }) },
      totp: object({ enabled: { type: 'boolean' } }),
      address: { anyOf: [object({ street: { type: 'string' } }), { type: 'null' }] },
    }),
  );
  const good = { whitelist: [], totp: { enabled: false }, address: null };

  it('a text for a list', () => {
    expect(read({ ...good, whitelist: '10.0.0.0/8' })).toMatchObject({
      readable: false,
      difference: { pointer: '/whitelist', expected: ['array'], received: 'string' },
    });
  });

  it('an object for a list', () => {
    expect(read({ ...good, whitelist: { 0: { subnet: '10.0.0.0/8' } } })).toMatchObject({
      difference: { pointer: '/whitelist', expected: ['array'], received: 'object' },
    });
  });

  it('a list for an object, also the whole result', () => {
    expect(read({ ...good, totp: [{ enabled: true }] })).toMatchObject({
      difference: { pointer: '/totp', expected: ['object'], received: 'array' },
    });
    expect(read([good])).toMatchObject({
      difference: { pointer: '', expected: ['object'], received: 'array' },
    });
  });

  it('null where an object was', () => {
    expect(read({ ...good, totp: null })).toMatchObject({
      difference: { pointer: '/totp', expected: ['object'], received: 'null' },
    });
  });

  it('where alternatives are allowed, names them all; inside the one that fits, names the member', () => {
    expect(read({ ...good, address: 'Dorpsstraat 1' })).toMatchObject({
      difference: { pointer: '/address', expected: ['object', 'null'], received: 'string' },
    });
    expect(read({ ...good, address: { road: 'Dorpsstraat' } })).toMatchObject({
      difference: { pointer: '/address/street', expected: 'member', received: 'missing' },
    });
  });
});

describe('the form of a value', () => {
  it('patterns, formats and lengths do not decide whether a reply can be read', () => {
    const read = readerOf(
      object({
        date: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
        email: { type: 'string', format: 'email', maxLength: 5 },
      }),
    );
    expect(read({ date: '28-11-2026', email: 'not an address' })).toMatchObject({
      readable: true,
      notes: [],
    });
  });
});

describe('the tolerant schema', () => {
  it('inlines a definition that is only a type and merges plain alternatives into one list of types', () => {
    const date = tolerantReplySchema({ type: 'string', pattern: '^[0-9]{4}$', description: 'A date.' });
    expect(
      tolerantReplySchema(
        { anyOf: [{ $ref: '../defs/date.json' }, { type: 'null' }], description: 'Planned.' },
        new Map([['date.json', date]]),
      ),
    ).toEqual({ type: ['string', 'null'] });
  });

  it('keeps references to definitions with members', () => {
    const address = tolerantReplySchema(object({ street: { type: 'string' } }));
    expect(tolerantReplySchema({ $ref: 'address.json' }, new Map([['address.json', address]]))).toEqual({
      $ref: 'address.json',
    });
  });
});

describe('the members of an object the schema does not name', () => {
  it('are known by the object itself, for its "other fields"', () => {
    const read = readerOf(object({ items: { type: 'array', items: object({ id: { type: 'integer' } }) } }));
    const reading = read({ items: [{ id: 1, colour: 'red', 'a/b': 2 }, { id: 2 }], extra: true });
    if (!reading.readable) throw new Error('not read');
    const result = reading.result as { items: object[] };
    expect(unknownMembersOf(result)).toEqual(['extra']);
    expect(unknownMembersOf(result.items[0])).toEqual(['colour', 'a/b']);
    expect(unknownMembersOf(result.items[1])).toEqual([]);
    expect(unknownMembersOf(null)).toEqual([]);
  });
});
