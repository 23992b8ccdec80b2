/**
 * The prospect branding of this visitor's demo (demo mode only), applied as the theme's 'demo'
 * layer. The branding set in the demo settings is kept in this browser's storage (it is no secret).
 * A link's `?prospect=…&brand=…` (taken out of the address bar once read) brands this visit only,
 * in this tab's session storage: whoever uses the browser next sees the demo as it comes, unless
 * the person keeps the link's branding in the demo settings.
 */
import { applyTheme, clearTheme } from '../../embedding/apply-theme.ts';
import { type BrandingState, brandingState, setBrandingState } from './prospect-branding-state.ts';
import {
  type BrandingInput,
  type BrandingOutcome,
  type BrandingProblem,
  type ProspectBranding,
  brandingFromLink,
  brandingTheme,
  checkBranding,
  withoutBrandingParams,
} from './prospect-branding.ts';
import type { Theme } from '../../embedding/protocol.ts';

/** The branding kept in this browser (localStorage). */
const KEPT_KEY = 'portal.demo.branding.kept';
/** This visit's branding from a link (sessionStorage); `null` there is a link's "none". */
const VISIT_KEY = 'portal.demo.branding.visit';
/** Where a link's branding was kept before this visit-only rule: it may be anyone's, so it is removed. */
const FORMER_KEY = 'portal.demo.branding';

type StorageName = 'localStorage' | 'sessionStorage';

let deployment: Theme | undefined;

function publish(next: BrandingState) {
  const { branding } = next;
  if (branding) applyTheme('demo', brandingTheme(branding, deployment), branding.logo);
  else clearTheme('demo');
  setBrandingState(next);
}

/** The branding stored under `key`, null for a stored "none", undefined when nothing (usable) is there. */
function readStored(storage: StorageName, key: string): ProspectBranding | null | undefined {
  try {
    const stored = window[storage].getItem(key);
    if (stored === null) return undefined;
    const input = JSON.parse(stored) as BrandingInput | null;
    if (input === null) return null;
    const outcome = checkBranding(input, deployment);
    return outcome.ok ? outcome.branding : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the branding under `key` (null as "none"), or removes it (undefined). */
function store(storage: StorageName, key: string, branding: ProspectBranding | null | undefined) {
  try {
    if (branding === undefined) window[storage].removeItem(key);
    else window[storage].setItem(key, JSON.stringify(branding));
  } catch {
    // without storage (or with a full one) the branding lasts until the page is left
  }
}

/** Makes `branding` the one this browser keeps, in place of any link's for this visit. */
function keep(branding: ProspectBranding | null) {
  store('localStorage', KEPT_KEY, branding ?? undefined);
  store('sessionStorage', VISIT_KEY, undefined);
}

/**
 * At the start of a demo visit, before the router reads the address: this visit's branding from a
 * link (after a reload), else the kept one; then a link's `?prospect=…&brand=…` on top of it, for
 * this visit, and those parameters out of the address.
 */
export function startProspectBranding(deploymentTheme: Theme | undefined): void {
  deployment = deploymentTheme;
  store('localStorage', FORMER_KEY, undefined);
  const thisVisit = readStored('sessionStorage', VISIT_KEY);
  let branding = thisVisit === undefined ? (readStored('localStorage', KEPT_KEY) ?? null) : thisVisit;
  let fromLink = thisVisit !== undefined;
  let linkRefused: BrandingProblem[] | null = null;
  const { search, pathname, hash } = window.location;
  const linkBranding = brandingFromLink(new URLSearchParams(search), branding);
  if (linkBranding) {
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${withoutBrandingParams(search)}${hash}`,
    );
    const outcome = checkBranding(linkBranding, deployment);
    if (outcome.ok) {
      branding = outcome.branding;
      fromLink = true;
      store('sessionStorage', VISIT_KEY, branding);
    } else linkRefused = outcome.problems;
  }
  publish({ branding, fromLink, linkRefused });
}

/** Keeps and shows the branding, unless it has a problem: then nothing changes. */
export function saveProspectBranding(input: BrandingInput): BrandingOutcome {
  const outcome = checkBranding(input, deployment);
  if (outcome.ok) {
    keep(outcome.branding);
    publish({ branding: outcome.branding, fromLink: false, linkRefused: null });
  }
  return outcome;
}

/** Keeps the link's branding of this visit for later visits in this browser. */
export function keepProspectBranding(): void {
  const state = brandingState();
  keep(state.branding);
  setBrandingState({ ...state, fromLink: false });
}

/** Back to the portal's own look. */
export function resetProspectBranding(): void {
  keep(null);
  publish({ branding: null, fromLink: false, linkRefused: null });
}

export function dismissLinkRefusal(): void {
  const state = brandingState();
  if (state.linkRefused) setBrandingState({ ...state, linkRefused: null });
}
