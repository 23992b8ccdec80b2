import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoAccounts } from '../../src/sandbox/store/seed/accounts.ts';
import { inEveryVariant, test } from '../engines/fixtures.ts';
import type { Tab } from '../engines/tab.ts';
import { totpCode } from '../support.ts';
import { escapeRegExp, expectFitsAndAccessible, heading, runNumber } from './support.ts';

/**
 * An account no other test signs in with (another customer's, with all permissions and the loopback
 * on its whitelist), so that its TOTP and whitelist can change here without disturbing anyone.
 */
const USERNAME = 'regionet';

async function logInAsTheProfileAccount(tab: Tab): Promise<void> {
  const account = demoAccounts.find((candidate) => candidate.username === USERNAME);
  if (!account) throw new Error(`no demo account ${USERNAME}`);
  await tab.fill({ label: tab.say('Gebruikersnaam', 'User name') }, USERNAME);
  await tab.fill({ label: tab.say('Wachtwoord', 'Password') }, account.password);
  await tab.click({ role: 'button', name: tab.say('Inloggen', 'Log in') });
}

/** A subnet of the documentation range (RFC 5737) of this engine and variant alone. */
const subnetOfThisRun = (tab: Tab) => `198.51.100.${String(10 + runNumber(tab))}/32`;

const LOCK_LEFT_BEHIND_MS = 60_000;

/**
 * An account has one TOTP enrolment at a time: a second one replaces the first one's key. The runs of
 * every engine and variant are processes of this machine, so a directory made atomically lets one of
 * them enrol at a time; a lock older than a minute was left by a run that died.
 */
async function oneEnrolmentAtATime(tab: Tab, enrol: () => Promise<void>): Promise<void> {
  const lock = join(tmpdir(), `portal-flows-totp-${USERNAME}-${new URL(tab.baseUrl).port}.lock`);
  await tab.until(
    'the other runs to finish their TOTP enrolment',
    async () => {
      try {
        mkdirSync(lock);
        return true;
      } catch {
        if (Date.now() - statSync(lock).mtimeMs > LOCK_LEFT_BEHIND_MS)
          rmSync(lock, { recursive: true, force: true });
        return undefined;
      }
    },
    { timeout: 2 * LOCK_LEFT_BEHIND_MS },
  );
  try {
    await enrol();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

inEveryVariant(() => {
  test('adds a whitelist entry and removes it; enrols TOTP with its QR code and turns it off again', async ({
    tab,
  }) => {
    test.slow(); // the runs of the other engines may be enrolling the same account first
    await tab.open('/login?next=%2Fprofile');
    await logInAsTheProfileAccount(tab);
    await tab.see(heading(tab.say('Profiel en beveiliging', 'Profile and security')));

    const subnet = subnetOfThisRun(tab);
    const description = `Flow ${tab.engine} ${String(tab.variant.width)}`;
    await tab.fill({ label: 'Subnet' }, subnet);
    await tab.fill({ label: tab.say('Omschrijving', 'Description') }, description);
    await tab.click({ role: 'button', name: tab.say('Toevoegen', 'Add') });
    await tab.see({ text: tab.say(`${subnet} is toegevoegd.`, `${subnet} was added.`) });
    const whitelist = {
      role: 'table',
      name: tab.say('Regels van de IP-whitelist', 'Entries of the IP whitelist'),
    } as const;
    await tab.see({
      role: 'row',
      name: new RegExp(`^${escapeRegExp(subnet)}\\s*${description}`),
      within: whitelist,
    });
    await tab.click({ role: 'button', name: tab.say(`${subnet} verwijderen`, `Remove ${subnet}`) });
    await tab.see({ text: tab.say(`${subnet} is verwijderd.`, `${subnet} was removed.`) });
    await tab.notSee({ role: 'row', name: new RegExp(`^${escapeRegExp(subnet)}`), within: whitelist });
    await tab.see({ role: 'row', name: /^127\.0\.0\.1\/32/, within: whitelist });

    const totp = {
      role: 'region',
      name: tab.say('Tweestapsverificatie (TOTP)', 'Two-step verification (TOTP)'),
    } as const;
    const status = (state: string) => ({ text: `Status: ${state}`, within: totp });
    await oneEnrolmentAtATime(tab, async () => {
      await tab.see(status(tab.say('Uit', 'Off')));
      await tab.click({ role: 'button', name: tab.say('TOTP instellen', 'Set up TOTP'), within: totp });
      await tab.see(status(tab.say('Wacht op bevestiging', 'Awaiting confirmation')));

      const qrName = tab.say(
        `QR-code met de TOTP-sleutel voor ${USERNAME}`,
        `QR code with the TOTP key for ${USERNAME}`,
      );
      await tab.see({ role: 'img', name: qrName, within: totp });
      await tab.until('the QR code to be drawn', () =>
        tab.evaluate((alt: string) => {
          const image = Array.from(document.images).find((candidate) => candidate.alt === alt);
          return image?.complete && image.naturalWidth > 0 ? true : undefined;
        }, qrName),
      );
      // the key in groups of four, as authenticator apps take it
      const grouped = /^[A-Z2-7]{4}( [A-Z2-7]{1,4}){3,}$/;
      const secret = (await tab.seeText({ text: grouped, within: totp }, grouped)).replace(/\s+/g, '');

      const copy = { role: 'button', name: tab.say('Kopiëren: sleutel', 'Copy: key'), within: totp } as const;
      await tab.click(copy);
      await tab.seeText(copy, tab.say('Gekopieerd', 'Copied'));
      await expectFitsAndAccessible(tab);

      await tab.fill(
        { label: tab.say('Code uit je authenticator-app', 'Code from your authenticator app') },
        totpCode(secret),
      );
      await tab.click({ role: 'button', name: tab.say('TOTP inschakelen', 'Turn TOTP on'), within: totp });
      await tab.see(status(tab.say('Aan', 'On')));
      await tab.notSee({ role: 'img', name: qrName });

      // the code that turned it on is not spent: it turns it off again, as the account was
      await tab.fill({ label: tab.say('Huidige code', 'Current code') }, totpCode(secret));
      await tab.click({ role: 'button', name: tab.say('TOTP uitzetten', 'Turn TOTP off'), within: totp });
      await tab.see(status(tab.say('Uit', 'Off')));
      await tab.see({ role: 'button', name: tab.say('TOTP instellen', 'Set up TOTP'), within: totp });
    });
    await expectFitsAndAccessible(tab);
  });
});
