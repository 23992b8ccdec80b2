import { LAN_PORTAL_URL, PARTNER_PORTAL_URL, TLS_PROXY_URL } from '../../playwright.config.ts';
import { inEveryVariant, test } from '../engines/fixtures.ts';
import type { Tab } from '../engines/tab.ts';
import { demoTransactions } from '../../src/sandbox/store/seed/transactions.ts';
import { account } from '../support.ts';
import { heading, logIn } from './support.ts';

/*
 * The kept session in each setting docs/browsers.md names, besides `npm start` on loopback
 * (session.flow.ts): a portal reached over plain http at the machine's LAN address, and the same
 * portal behind nginx terminating TLS (`--trusted-proxy`). Each engine must keep the cookie, so
 * that a reload goes on signed in: Secure and `__Host-` only where the request really is https.
 */
async function logInAndReload(tab: Tab, origin: string) {
  await tab.visit(`${origin}/login`);
  await tab.useLanguage();
  await logIn(tab, 'admin');
  await tab.see(heading(tab.say('Overzicht', 'Overview')));
  await tab.reload();
  await tab.see(heading(tab.say('Overzicht', 'Overview')));
  test.expect(await tab.count({ label: tab.say('Gebruikersnaam', 'User name') })).toBe(0);
  const cookies = await tab.cookies();
  // Beside the session only the language a person chose (English here; Dutch is the default), and nothing else.
  test
    .expect(cookies.filter((cookie) => !cookie.name.endsWith('portal-session')))
    .toEqual(
      tab.language === 'en' ? [test.expect.objectContaining({ name: 'portal-locale', value: 'en' })] : [],
    );
  return cookies.filter((cookie) => cookie.name.endsWith('portal-session'));
}

/** As an office would: admin's IP whitelist takes the LAN address (this portal's database is its own). */
async function whitelistTheLan(lanUrl: string) {
  const credentials = Buffer.from(`admin:${account('admin').password}`).toString('base64');
  const reply = await fetch(`${PARTNER_PORTAL_URL}/api/user/v1`, {
    method: 'POST',
    headers: { Authorization: `Basic ${credentials}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'set_profile',
      params: {
        ip_whitelist: [
          { subnet: '127.0.0.1/32', description: 'this machine' },
          { subnet: '::1/128', description: 'this machine' },
          { subnet: `${new URL(lanUrl).hostname}/32`, description: 'the office network' },
        ],
      },
    }),
  });
  test.expect(await reply.json()).toHaveProperty('result');
}

inEveryVariant(() => {
  test('over plain http at a LAN address the session cookie is plain and a reload keeps it', async ({
    tab,
  }) => {
    test.expect(LAN_PORTAL_URL, 'this machine has a LAN address (IPv4, not loopback)').not.toBeNull();
    await whitelistTheLan(LAN_PORTAL_URL!);
    const cookies = await logInAndReload(tab, LAN_PORTAL_URL!);
    test
      .expect(cookies)
      .toEqual([test.expect.objectContaining({ name: 'portal-session', secure: false, httpOnly: true })]);
    // plain http off loopback is no secure context: no Clipboard API, yet the copy buttons copy
    test.expect(await tab.evaluate(() => window.isSecureContext)).toBe(false);
    await tab.visit(`${LAN_PORTAL_URL!}/transactions/${demoTransactions.notCancellable.uuid}`);
    const copyNid = { role: 'button', name: `${tab.say('Kopiëren', 'Copy')}: NID` } as const;
    await tab.click(copyNid);
    await tab.seeText(copyNid, new RegExp(`^${tab.say('Gekopieerd', 'Copied')}`));
  });

  test('behind a TLS proxy the session cookie is __Host- and Secure, and a reload keeps it', async ({
    tab,
  }) => {
    const cookies = await logInAndReload(tab, TLS_PROXY_URL);
    test
      .expect(cookies)
      .toEqual([
        test.expect.objectContaining({ name: '__Host-portal-session', secure: true, httpOnly: true }),
      ]);
  });
});
