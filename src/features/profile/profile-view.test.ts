/**
 * The profile page against a service that differs from the contract (a real sandbox behind
 * src/sandbox/testing/differing-service.ts): the page drawn once, in Node, with what the service
 * sent in its query cache, and what the portal does after set_profile.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpError, ReplyShapeError } from '../../api/errors.ts';
import { behindDifferingService } from '../../api/testing/behind-differing-service.ts';
import { getProfile, profileQueryOptions } from '../../api/user/get-profile.ts';
import { userKeys } from '../../api/user/keys.ts';
import { cacheUpdatedProfile, rereadAfterUnreadableAnswer, setProfile } from '../../api/user/set-profile.ts';
import { unknownMembersOf } from '../../contract/reply-reading.ts';
import { preloadSchemaForm } from '../../forms/lazy-schema-form.tsx';
import { EXTRA_MEMBERS } from '../../sandbox/testing/differing-service.ts';
import { drawingClient, drawn } from '../../ui/testing/draw.ts';
import { changesOf, formDataOf } from './details-form.tsx';
import en from './messages-en.ts';
import { profileMessages } from './messages.ts';
import { ProfilePage } from './profile-view.tsx';

const { service } = behindDifferingService();
beforeAll(async () => {
  await Promise.all([profileMessages.load('en'), preloadSchemaForm()]);
});

/** The page as drawn with what the service sent for get_profile (or with the cache of `client`). */
async function drawnPage(given?: QueryClient): Promise<string> {
  const client = given ?? drawingClient();
  if (!given) await client.prefetchQuery(profileQueryOptions());
  return drawn(createElement(ProfilePage), { url: '/profile', client });
}

describe('a profile the portal cannot read', () => {
  it('shows the notice in the place of the profile; the heading and the introduction stay', async () => {
    service.differ({ className: 'user/v1', method: 'get_profile', change: 'null-for-object' });
    const html = await drawnPage();
    expect(html).toContain(en.title);
    expect(html).toContain(en.intro);
    expect(html).toContain('notice--reply');
    expect(html).toContain(en.loadFailed);
    expect(html).toContain('<code>/totp</code>');
    expect(html).not.toContain('profile-section');
    expect(html).not.toContain(en.whitelist.empty);
  });

  it('the profile as the sandbox sends it draws every section', async () => {
    const html = await drawnPage();
    for (const heading of [en.details.heading, en.overview.heading, en.whitelist.heading, en.totp.heading])
      expect(html).toContain(heading);
    expect(html).not.toContain('notice--reply');
  });
});

describe('a profile read again that failed', () => {
  /** A cache with the profile, and then the failure of reading it again. */
  async function failedAfterProfile(error: Error): Promise<QueryClient> {
    const client = drawingClient();
    await client.prefetchQuery(profileQueryOptions());
    client.getQueryCache().find({ queryKey: userKeys.profile() })!.setState({ status: 'error', error });
    return client;
  }

  it('with an answer it cannot read: the notice takes the place of the profile shown before', async () => {
    const unreadable = new ReplyShapeError(
      'user/v1',
      'get_profile',
      { pointer: '/totp', expected: ['object'], received: 'null' },
      null,
    );
    const html = await drawnPage(await failedAfterProfile(unreadable));
    expect(html).toContain('notice--reply');
    expect(html).not.toContain('profile-section');
  });

  it('refused from this address: the profile stays under the notice that a new log-in is needed', async () => {
    const html = await drawnPage(await failedAfterProfile(new HttpError(403, 'Forbidden')));
    expect(html).toContain(en.sessionLost.title);
    expect(html).toContain(en.whitelist.heading);
  });
});

describe('a profile read past its differences', () => {
  it('a language the portal does not know is shown as named, and never sent back', async () => {
    service.differ({ className: 'user/v1', method: 'get_profile', change: 'unknown-values' });
    const html = await drawnPage();
    expect(html).toMatch(/<option value="" selected="">de \(as the service names it\)<\/option>/);
    expect(html).toContain(en.whitelist.heading);
    const profile = await getProfile();
    expect(profile.language).toBe('de');
    expect(formDataOf(profile).language).toBeUndefined();
    expect(changesOf(profile, formDataOf(profile))).toEqual({});
    expect(changesOf(profile, { ...formDataOf(profile), language: 'en' })).toEqual({ language: 'en' });
  });

  it('members it does not know are shown under other fields of the account', async () => {
    service.differ({ className: 'user/v1', method: 'get_profile', change: 'extra-members' });
    const html = await drawnPage();
    const account = html.slice(html.indexOf('profile-account-heading'));
    expect(account).toContain('class="other-fields"');
    expect(account).toContain('<code>service_reference</code>');
    expect(account).toContain(EXTRA_MEMBERS.service_reference);
  });
});

describe('after set_profile', () => {
  it('a readable answer is the cached profile, its other fields noted, the enrolment secret left out', async () => {
    service.differ({ className: 'user/v1', method: 'set_profile', change: 'extra-members' });
    const client = drawingClient();
    const reply = await setProfile({ totp: { action: 'enrol' } });
    expect(reply.totp_enrolment?.secret).toBeTruthy();
    await cacheUpdatedProfile(client, reply);
    const cached = client.getQueryData(profileQueryOptions().queryKey);
    expect(cached).not.toHaveProperty('totp_enrolment');
    expect(cached?.totp.pending).toBe(true);
    expect(unknownMembersOf(cached)).toEqual(['service_reference', 'service_flags']);
  });

  it('an answer it cannot read: the change was made, and the profile is read again', async () => {
    const client = drawingClient();
    await client.prefetchQuery(profileQueryOptions());
    service.differ({ className: 'user/v1', method: 'set_profile', change: 'renamed-members' });
    const failure = await setProfile({ name: 'Beheerder Gewijzigd' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ReplyShapeError);
    await rereadAfterUnreadableAnswer(client, failure);
    expect(client.getQueryState(userKeys.profile())?.isInvalidated).toBe(true);
    expect((await client.fetchQuery(profileQueryOptions())).name).toBe('Beheerder Gewijzigd');
  });

  it('another failure does not ask again', async () => {
    const client = drawingClient();
    await client.prefetchQuery(profileQueryOptions());
    await rereadAfterUnreadableAnswer(client, new Error('refused'));
    expect(client.getQueryState(userKeys.profile())?.isInvalidated).toBe(false);
  });
});
