/**
 * The prospect branding of this visitor's demo (demo mode only): kept in this browser's storage (it
 * is no secret), applied as the theme's 'demo' layer, and settable by a link whose parameters are
 * taken out of the address bar once read.
 */
import { applyTheme, clearTheme } from './apply-theme.ts';
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
import type { Theme } from './protocol.ts';

const STORAGE_KEY = 'portal.demo.branding';

let deployment: Theme | undefined;

function publish(next: BrandingState) {
  const { branding } = next;
  if (branding) applyTheme('demo', brandingTheme(branding, deployment), branding.logo);
  else clearTheme('demo');
  setBrandingState(next);
}

function readStored(): ProspectBranding | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (!stored) return null;
    const outcome = checkBranding(JSON.parse(stored) as BrandingInput, deployment);
    return outcome.ok ? outcome.branding : null;
  } catch {
    return null;
  }
}

function store(branding: ProspectBranding | null) {
  try {
    if (branding) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(branding));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // without storage (or with a full one) the branding lasts until the page is left
  }
}

/**
 * At the start of a demo visit, before the router reads the address: the kept branding, then a
 * link's `?prospect=…&brand=…` on top of it (kept as well), and those parameters out of the address.
 */
export function startProspectBranding(deploymentTheme: Theme | undefined): void {
  deployment = deploymentTheme;
  let branding = readStored();
  let linkRefused: BrandingProblem[] | null = null;
  const { search, pathname, hash } = window.location;
  const fromLink = brandingFromLink(new URLSearchParams(search), branding);
  if (fromLink) {
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${withoutBrandingParams(search)}${hash}`,
    );
    const outcome = checkBranding(fromLink, deployment);
    if (outcome.ok) {
      branding = outcome.branding;
      store(branding);
    } else linkRefused = outcome.problems;
  }
  publish({ branding, linkRefused });
}

/** Keeps and shows the branding, unless it has a problem: then nothing changes. */
export function saveProspectBranding(input: BrandingInput): BrandingOutcome {
  const outcome = checkBranding(input, deployment);
  if (outcome.ok) {
    store(outcome.branding);
    publish({ branding: outcome.branding, linkRefused: null });
  }
  return outcome;
}

/** Back to the portal's own look. */
export function resetProspectBranding(): void {
  store(null);
  publish({ branding: null, linkRefused: null });
}

export function dismissLinkRefusal(): void {
  const state = brandingState();
  if (state.linkRefused) setBrandingState({ ...state, linkRefused: null });
}
