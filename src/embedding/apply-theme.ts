/**
 * The look in force: the deployment's theme (runtime config), a demo's prospect branding on it, and
 * the embedding host's on top. Each layer is checked (theme.ts): a field that is not right is left
 * out, and a layer refused as a whole leaves the look as it was.
 */
import { emitToHost } from './host-channel.ts';
import type { Theme } from './protocol.ts';
import { themeVariables } from './theme.ts';

type Layer = 'deployment' | 'demo' | 'host';

interface Applied {
  variables: Record<string, string>;
  mode: Theme['mode'] | null;
  logoUrl: string | null;
}

const layers: Record<Layer, Applied | null> = { deployment: null, demo: null, host: null };
const ORDER: readonly Layer[] = ['deployment', 'demo', 'host'];
let shownLogo: string | null = null;
const listeners = new Set<() => void>();

function render() {
  const root = document.documentElement;
  const applied = ORDER.map((layer) => layers[layer]);
  const merged = Object.assign({}, ...applied.map((layer) => layer?.variables)) as Record<string, string>;
  const topmost = <T>(pick: (layer: Applied) => T | null): T | null =>
    applied.reduce<T | null>((found, layer) => (layer ? (pick(layer) ?? found) : found), null);
  for (const name of [...root.style].filter((property) => property.startsWith('--')))
    if (!(name in merged)) root.style.removeProperty(name);
  for (const [name, value] of Object.entries(merged)) root.style.setProperty(name, value);
  root.style.colorScheme = topmost((layer) => layer.mode) ?? '';
  shownLogo = topmost((layer) => layer.logoUrl);
  for (const listener of listeners) listener();
}

/**
 * Applies a theme (as it came, whatever it holds) as the deployment's, the demo's or the host's,
 * without its fields that are not right; returns what was refused (nothing when all was applied),
 * which a console warning says too, and for the host's theme an `error` message to the host: code
 * `theme` when fields were left out and the rest applied, `theme-refused` when none of it applied.
 * `logo` is a logo of the demo's own (a `data:` URL read from a file, which the CSP's `img-src`
 * allows), beside the theme's `logoUrl`, which must be http(s).
 */
export function applyTheme(layer: Layer, theme: unknown, logo: string | null = null): readonly string[] {
  if (theme === undefined) return [];
  const outcome = themeVariables(theme);
  if (outcome.ok) {
    layers[layer] = { variables: outcome.variables, mode: outcome.mode, logoUrl: logo ?? outcome.logoUrl };
    render();
  }
  const refused = outcome.ok ? outcome.refused : outcome.problems;
  if (refused.length > 0) {
    const what = outcome.ok ? 'applied without these fields' : 'refused, the look stays as it was';
    const message = `The ${layer}'s theme is ${what}:\n- ${refused.join('\n- ')}`;
    console.warn(`Broadband portal: ${message}`);
    if (layer === 'host')
      emitToHost({ type: 'error', code: outcome.ok ? 'theme' : 'theme-refused', message });
  }
  return refused;
}

/** Takes a layer away: the look is the other layers' again. */
export function clearTheme(layer: Layer): void {
  layers[layer] = null;
  render();
}

/** The logo of the theme in force, if it has one. */
export function themeLogo(): string | null {
  return shownLogo;
}

/** Calls `listener` whenever the look changes; returns the way to stop. */
export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
