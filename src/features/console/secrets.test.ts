import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { type JsonSchema, type PublishedSchema, loadSchemaBundle } from './schema-refs.ts';
import { withoutSecrets } from './secrets.ts';

const readSchema = async (path: string) =>
  JSON.parse(await readFile(new URL(`../../../schemas/${path}`, import.meta.url), 'utf8')) as JsonSchema;

const publishedFile = async (root: string): Promise<PublishedSchema> => ({
  bundle: await loadSchemaBundle(root, readSchema),
  root,
});

/** A contract of our own, for what the published one does not have (yet). */
const invented: PublishedSchema = {
  root: 'test/request.json',
  bundle: new Map<string, JsonSchema>([
    [
      'test/request.json',
      {
        type: 'object',
        properties: {
          login: { $ref: '../defs/login.json' },
          keys: { type: 'array', items: { type: 'string', writeOnly: true } },
          devices: {
            type: 'array',
            items: { type: 'object', properties: { label: { type: 'string' }, pin: { format: 'password' } } },
          },
          choice: {
            oneOf: [{ type: 'object', properties: { pin: { writeOnly: true } } }, { type: 'string' }],
          },
        },
      },
    ],
    [
      'defs/login.json',
      {
        type: 'object',
        properties: { user: { type: 'string' }, code: { type: 'string', format: 'password' } },
      },
    ],
  ]),
};

describe('withoutSecrets', () => {
  it('leaves out the password of create_mailbox and keeps the other members', async () => {
    const published = await publishedFile('mail/create_mailbox_request_v1.json');
    expect(
      withoutSecrets(published, {
        client_id: 1,
        email: 'info@example.nl',
        name: 'Info',
        password: 'geheim-wachtwoord',
        quota_mb: 1024,
      }),
    ).toEqual({ client_id: 1, email: 'info@example.nl', name: 'Info', quota_mb: 1024 });
  });

  it('leaves out the TOTP action of set_profile with its code, and keeps the whitelist', async () => {
    const published = await publishedFile('user/set_profile_request_v1.json');
    const whitelist = [{ subnet: '192.0.2.0/24', description: 'kantoor' }];
    expect(
      withoutSecrets(published, { ip_whitelist_add: whitelist, totp: { action: 'confirm', code: '123456' } }),
    ).toEqual({ ip_whitelist_add: whitelist });
  });

  it.each([
    ['password', { password: 'x', new_password: 'y', name: 'n' }, { name: 'n' }],
    [
      'secret, token and keys',
      { secret: 's', api_key: 'k', apiKey: 'k', access_token: 't', id: 1 },
      { id: 1 },
    ],
    ['in nested objects', { a: { b: { passphrase: 'p', keep: true } } }, { a: { b: { keep: true } } }],
    ['in arrays', { list: [{ Password: 'p', n: 1 }, { n: 2 }] }, { list: [{ n: 1 }, { n: 2 }] }],
  ])('leaves out members named as secrets, whatever the schema: %s', async (_, params, expected) => {
    const published = await publishedFile('postcodes/get_housenrs_request_v1.json');
    expect(withoutSecrets(published, params)).toEqual(expected);
  });

  it('leaves out what the schema marks as a password or write-only, following $refs, oneOf and array items', () => {
    expect(
      withoutSecrets(invented, {
        login: { user: 'anna', code: '1234' },
        keys: ['a', 'b'],
        devices: [{ label: 'telefoon', pin: '0000' }],
        choice: { pin: '9999' },
      }),
    ).toEqual({ login: { user: 'anna' }, keys: [], devices: [{ label: 'telefoon' }], choice: {} });
  });

  it('passes params without secrets, and values that are not objects, through unchanged', async () => {
    const published = await publishedFile('postcodes/get_housenrs_request_v1.json');
    expect(withoutSecrets(published, { zipcode: '1012AB', housenr: 1 })).toEqual({
      zipcode: '1012AB',
      housenr: 1,
    });
    expect(withoutSecrets(published, [1, 'two', null])).toEqual([1, 'two', null]);
    expect(withoutSecrets(published, 'text')).toBe('text');
  });
});
