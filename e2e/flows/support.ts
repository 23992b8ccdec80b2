import { expect } from '../engines/fixtures.ts';
import { type EngineName, type Tab, VARIANTS } from '../engines/tab.ts';
import { type DemoUser, account, totpCode } from '../support.ts';

/** Fills the log-in form as a person would, with the TOTP step when the account asks for one. */
export async function logIn(tab: Tab, username: DemoUser): Promise<void> {
  const { password, totpSecret } = account(username);
  await tab.fill({ label: tab.say('Gebruikersnaam', 'User name') }, username);
  await tab.fill({ label: tab.say('Wachtwoord', 'Password') }, password);
  await tab.click({ role: 'button', name: tab.say('Inloggen', 'Log in') });
  if (totpSecret) await enterTotpCode(tab, totpSecret);
}

const STEP_MS = 30_000;

/**
 * Enters the code of this moment. Flows in other engines sign in to the same account at the same
 * time, and the service takes each code once: when it says the code was used, this tries the
 * authenticator's next code (the service allows one step of drift), then waits for a new one, as
 * the message asks a person to.
 */
export async function enterTotpCode(tab: Tab, secret: string): Promise<void> {
  const field = { label: tab.say('Zescijferige code', 'Six-digit code') };
  const used = { role: 'alert', name: undefined } as const;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    await tab.fill(field, totpCode(secret, attempt % 2));
    await tab.click({ role: 'button', name: tab.say('Bevestigen', 'Confirm') });
    const outcome = await tab.until('the code to be taken or refused', async () => {
      if ((await tab.count(field)) === 0) return 'taken';
      const alerts = await tab.texts(used);
      return alerts.some((text) => /al gebruikt|already used/.test(text)) ? 'used' : undefined;
    });
    if (outcome === 'taken') return;
    if (attempt % 2 === 0) continue;
    await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 500));
  }
  throw new Error('every TOTP code was taken by another sign-in');
}

/** The page's main heading. */
export const heading = (name: string | RegExp) => ({ role: 'heading', level: 1, name }) as const;

const menuButton = (tab: Tab) => ({ role: 'button', name: tab.say('Menu', 'Menu') }) as const;
const mainMenu = (tab: Tab) => ({ role: 'navigation', name: tab.say('Hoofdmenu', 'Main menu') }) as const;

/** On a narrow screen the navigation and the header's tools fold behind the menu button. */
export async function unfoldMenu(tab: Tab): Promise<void> {
  if ((await tab.count(mainMenu(tab))) === 0 && (await tab.count(menuButton(tab))) === 1) {
    await tab.click(menuButton(tab));
    await tab.see(mainMenu(tab));
  }
}

/** Follows a link of the main menu, as a person on this screen would reach it. */
export async function goTo(tab: Tab, page: string, title = page): Promise<void> {
  const link = { role: 'link', name: page, within: mainMenu(tab) } as const;
  await unfoldMenu(tab);
  await tab.click(link);
  await tab.see(heading(title));
}

export async function logOut(tab: Tab, username: string): Promise<void> {
  const userMenu = {
    text: new RegExp(`^${tab.say('Ingelogd als', 'Signed in as')}\\s+${username}$`),
  } as const;
  await unfoldMenu(tab);
  await tab.click(userMenu);
  await tab.click({ role: 'button', name: tab.say('Uitloggen', 'Log out') });
  await tab.see(heading(tab.say('Inloggen', 'Log in')));
}

/** The page neither scrolls sideways nor breaks an axe rule, once nothing on it is loading any more. */
export async function expectFitsAndAccessible(tab: Tab, what = 'the page'): Promise<void> {
  await tab.until(`${what}: every wait over`, async () =>
    (await tab.count({ css: '[aria-busy="true"], .global-progress--busy' })) === 0 ? true : undefined,
  );
  const { scrollWidth, clientWidth, culprits } = await tab.overflowsSideways();
  expect(scrollWidth, `${what} is wider than the window: ${culprits.join(', ')}`).toBeLessThanOrEqual(
    clientWidth,
  );
  expect(await tab.axeViolations(), what).toEqual([]);
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/** How many runs each flow has: one per engine and variant. */
export const RUNS = ENGINES.length * VARIANTS.length;

/** This engine and variant's own number, 0 to RUNS - 1: for data that only this run may change. */
export const runNumber = (tab: Tab) =>
  ENGINES.indexOf(tab.engine) * VARIANTS.length +
  VARIANTS.findIndex((variant) => variant.width === tab.variant.width);
