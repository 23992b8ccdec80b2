import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../api/session.ts';
import { type ListOwnerEvents, followListOwner } from './site-list-owner.ts';

/** An unsigned token naming its user, as the session reads it. */
const tokenOf = (user: string) => `x.${btoa(JSON.stringify({ sub: user }))}.x`;

const heard: string[] = [];
const events: ListOwnerEvents = {
  loggedOut: (user) => heard.push(`logged out ${user}`),
  sessionLeft: (user) => heard.push(`left ${user}`),
  ownerChanged: () => heard.push(`owner ${owner.current()}`),
  changedInOtherTab: (removed) => heard.push(removed ? 'removed elsewhere' : 'replaced elsewhere'),
  pageHidden: () => heard.push('hidden'),
};
const owner = followListOwner(events);
const page = new EventTarget();

beforeAll(() => {
  vi.stubGlobal('window', page);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

/** What the owner heard since the last call. */
const latest = () => heard.splice(0);

it('follows the session: a user signs in, the session expires, another signs in, and a log-out forgets the last list', () => {
  startSession(tokenOf('anna'));
  owner.follow();
  owner.follow();
  expect(latest()).toEqual(['owner anna']);

  endSession('expired');
  expect(latest()).toEqual(['left anna', 'owner null']);

  startSession(tokenOf('bert'));
  expect(latest()).toEqual(['owner bert']);

  endSession('unauthorized');
  endSession('logged-out');
  expect(latest()).toEqual(['left bert', 'owner null', 'logged out bert']);
  expect(owner.current()).toBeNull();
});

it('hears the other tabs change the owner’s stored list only, and the page being left', () => {
  startSession(tokenOf('anna'));
  latest();
  const change = (key: string, newValue: string | null) =>
    page.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
  change('broadband-portal.site-list.anna', null);
  change('broadband-portal.site-list.anna', '{}');
  change('broadband-portal.site-list.bert', null);
  page.dispatchEvent(new Event('pagehide'));
  expect(latest()).toEqual(['removed elsewhere', 'replaced elsewhere', 'hidden']);
});
