/**
 * The look in force: the deployment's theme (runtime config) with the embedding host's on top.
 * Each layer is checked as a whole (theme.ts); a refused one leaves the look as it was.
 */
import { useSyncExternalStore } from 'react';
import type { Theme } from './protocol.ts';
import { themeVariables } from './theme.ts';

type Layer = 'deployment' | 'host';

interface Applied {
  variables: Record<string, string>;
  mode: Theme['mode'] | null;
  logoUrl: string | null;
}

const layers: Record<Layer, Applied | null> = { deployment: null, host: null };
let shownLogo: string | null = null;
const listeners = new Set<() => void>();

function render() {
  const root = document.documentElement;
  const merged = { ...layers.deployment?.variables, ...layers.host?.variables };
  for (const name of [...root.style].filter((property) => property.startsWith('--')))
    if (!(name in merged)) root.style.removeProperty(name);
  for (const [name, value] of Object.entries(merged)) root.style.setProperty(name, value);
  const mode = layers.host?.mode ?? layers.deployment?.mode ?? null;
  root.style.colorScheme = mode ?? '';
  shownLogo = layers.host?.logoUrl ?? layers.deployment?.logoUrl ?? null;
  for (const listener of listeners) listener();
}

/** Applies a theme as the deployment's or the host's; false (and a console warning) when refused. */
export function applyTheme(layer: Layer, theme: Theme | undefined): boolean {
  if (!theme) return true;
  const outcome = themeVariables(theme);
  if (!outcome.ok) {
    console.warn(
      `Broadband portal: the ${layer}'s theme is refused, the look stays as it was:\n- ${outcome.problems.join('\n- ')}`,
    );
    return false;
  }
  layers[layer] = { variables: outcome.variables, mode: outcome.mode, logoUrl: outcome.logoUrl };
  render();
  return true;
}

/** The logo of the theme in force, if it has one. */
export function useThemeLogo(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shownLogo,
  );
}
