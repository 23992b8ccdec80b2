import { describe, expect, it } from 'vitest';
import { appPathOf, logInFirst, logInPath, safeNext } from './paths.ts';

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
    '/login',
    '/LOGIN/',
    '/login?next=%2Fmail',
  ])('sends anything else to the overview: %j', (next) => {
    expect(safeNext(next, ORIGIN)).toBe('/');
  });
});

describe('appPathOf', () => {
  it.each([
    ['/mail', '/', '/mail'],
    ['/', '/', '/'],
    ['/portal/mail', '/portal/', '/mail'],
    ['/portal/', '/portal/', '/'],
    ['/portal', '/portal/', '/'],
    ['/Portal/mail', '/portal/', '/mail'],
    ['/elsewhere/mail', '/portal/', '/'],
    ['/portalmail', '/portal/', '/'],
  ])('%s under %s is %s', (pathname, basename, expected) => {
    expect(appPathOf(pathname, basename)).toBe(expected);
  });
});

describe('logInFirst', () => {
  const at = (url: string) => {
    const { pathname, search, hash } = new URL(url, 'https://portal.example');
    return { pathname, search, hash };
  };

  it('sends a visit to the log-in, remembering the page it began at', () => {
    expect(logInFirst(at('/mail?client=7#list'), '/')).toEqual({
      replaceWith: '/login?next=%2Fmail%3Fclient%3D7#list',
      next: '/mail?client=7',
    });
    expect(logInFirst(at('/portal/transactions'), '/portal/')).toEqual({
      replaceWith: '/portal/login?next=%2Ftransactions',
      next: '/transactions',
    });
  });

  it('remembers nothing for the overview', () => {
    expect(logInFirst(at('/'), '/')).toEqual({ replaceWith: '/login', next: null });
    expect(logInFirst(at('/portal'), '/portal/')).toEqual({ replaceWith: '/portal/login', next: null });
  });

  it('leaves a log-in address as it is and keeps its next, unless that is the log-in again', () => {
    expect(logInFirst(at('/login?next=%2Fmail'), '/')).toEqual({ replaceWith: null, next: '/mail' });
    expect(logInFirst(at('/portal/LOGIN/'), '/portal/')).toEqual({ replaceWith: null, next: null });
    expect(logInFirst(at('/login?next=%2Flogin'), '/')).toEqual({ replaceWith: null, next: null });
    expect(logInFirst(at('/loginx'), '/')).toEqual({ replaceWith: '/login', next: null });
  });

  it('never makes the log-in its own next', () => {
    expect(logInPath('/LOGIN')).toBe('/login');
    expect(logInPath('/login/')).toBe('/login');
  });
});
