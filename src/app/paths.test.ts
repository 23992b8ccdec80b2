import { describe, expect, it } from 'vitest';
import { safeNext } from './paths.ts';

const ORIGIN = 'https://portal.example';

describe('safeNext', () => {
  it.each([
    ['/transactions?state=new', '/transactions?state=new'],
    ['/console?method=mail%2Fv1%3Acreate_mailbox#reply', '/console?method=mail%2Fv1%3Acreate_mailbox#reply'],
    [
      '/transactions/00000000-0000-4000-8000-000000000000',
      '/transactions/00000000-0000-4000-8000-000000000000',
    ],
    ['/', '/'],
  ])('keeps a path of the portal: %j', (next, expected) => {
    expect(safeNext(next, ORIGIN)).toBe(expected);
  });

  it.each([
    null,
    '',
    '/\\evil.example/',
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/\r/evil.example/',
    '/\u0000/evil.example/',
    '/\u007f',
    '/\\/',
    '/\\\\',
    '//evil.example',
    '///evil.example',
    'https://evil.example',
    'https://portal.example/transactions',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'evil.example',
    ' /transactions',
  ])('sends anything else to the overview: %j', (next) => {
    expect(safeNext(next, ORIGIN)).toBe('/');
  });
});
