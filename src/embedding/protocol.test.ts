import { describe, expect, it } from 'vitest';
import {
  envelope,
  hostCommandOf,
  isEnvelope,
  originAllowed,
  settingsFragment,
  settingsFromFragment,
} from './protocol.ts';

describe('originAllowed', () => {
  const allowed = ['https://partner.example', 'https://*.shop.example:8443', 'http://127.0.0.1:4175'];

  it.each([
    'https://partner.example',
    'https://www.shop.example:8443',
    'https://a.b.shop.example:8443',
    'http://127.0.0.1:4175',
  ])('allows %s', (origin) => {
    expect(originAllowed(origin, allowed)).toBe(true);
  });

  it.each([
    'http://partner.example',
    'https://partner.example.evil.example',
    'https://evilpartner.example',
    'https://shop.example:8443',
    'https://www.shop.example',
    'https://www.shop.example:9443',
    'http://127.0.0.1:4176',
    'null',
    '',
    'https://partner.example/path',
  ])('refuses %s', (origin) => {
    expect(originAllowed(origin, allowed)).toBe(false);
  });
});

describe('messages', () => {
  it('wraps and recognises the protocol’s envelope', () => {
    const message = envelope({ type: 'ready' });
    expect(message).toEqual({ source: 'broadband-portal', version: 1, type: 'ready' });
    expect(isEnvelope(message)).toBe(true);
    expect(isEnvelope({ ...message, version: 2 })).toBe(false);
    expect(isEnvelope({ type: 'ready' })).toBe(false);
    expect(isEnvelope('ready')).toBe(false);
  });

  it('takes only well-formed host commands', () => {
    expect(hostCommandOf(envelope({ type: 'token', token: 'a.b.c' }))).toEqual({
      type: 'token',
      token: 'a.b.c',
    });
    expect(hostCommandOf(envelope({ type: 'token', token: '' }))).toBeNull();
    expect(hostCommandOf(envelope({ type: 'navigate', path: '/mail' }))).toEqual({
      type: 'navigate',
      path: '/mail',
    });
    expect(hostCommandOf(envelope({ type: 'navigate', path: 'https://evil.example/' }))).toBeNull();
    expect(hostCommandOf(envelope({ type: 'locale', locale: 'de' }))).toBeNull();
    expect(hostCommandOf(envelope({ type: 'sign-out' }))).toEqual({ type: 'sign-out' });
    expect(hostCommandOf(envelope({ type: 'ready' }))).toBeNull();
    expect(hostCommandOf({ type: 'token', token: 'a.b.c' })).toBeNull();
  });

  it('carries the settings in the fragment and reads back only known values', () => {
    const fragment = settingsFragment({ chrome: 'none', locale: 'en', theme: { colorPrimary: '#0b5394' } });
    expect(fragment).toMatch(/^#bp-embed=/);
    expect(settingsFromFragment(fragment)).toEqual({
      chrome: 'none',
      locale: 'en',
      theme: { colorPrimary: '#0b5394' },
    });
    expect(
      settingsFromFragment('#bp-embed=%7B%22chrome%22%3A%22huge%22%2C%22locale%22%3A%22fr%22%7D'),
    ).toEqual({
      chrome: 'full',
    });
    expect(settingsFromFragment('#bp-embed=%7Bnot json')).toBeNull();
    expect(settingsFromFragment('#reply')).toBeNull();
  });
});
