/**
 * Deployment settings, known before the router is built, so one build serves any site: the server
 * writes them into index.html (`<script type="application/json" id="runtime-config">`); a page
 * served without them (a plain static host) fetches `config.json`.
 */
import type { RuntimeConfigDocument } from '../contract/runtime-config.ts';
import type { Theme } from '../embedding/protocol.ts';
import type { DemoSettings } from './demo.ts';

/** The document as the portal reads it: every member present, the language and theme narrowed. */
export interface RuntimeConfig extends Omit<
  RuntimeConfigDocument,
  'defaultLocale' | 'session' | 'theme' | 'demo'
> {
  defaultLocale: 'nl' | 'en';
  session: NonNullable<RuntimeConfigDocument['session']>;
  /** The deployment's look; an embedding host may set its own on top. */
  theme?: Theme;
  demo?: DemoSettings;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  apiBase: '/api',
  basename: '/',
  defaultLocale: 'nl',
  allowedParentOrigins: [],
  session: 'off',
};

function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const input = (typeof value === 'object' && value !== null ? value : {}) as Partial<
    Record<keyof RuntimeConfigDocument, unknown>
  >;
  return {
    apiBase:
      typeof input.apiBase === 'string' && input.apiBase !== ''
        ? input.apiBase.replace(/\/+$/, '')
        : defaultRuntimeConfig.apiBase,
    basename:
      typeof input.basename === 'string' ? withTrailingSlash(input.basename) : defaultRuntimeConfig.basename,
    defaultLocale: input.defaultLocale === 'en' ? 'en' : 'nl',
    allowedParentOrigins: Array.isArray(input.allowedParentOrigins)
      ? input.allowedParentOrigins.filter((origin) => typeof origin === 'string')
      : [],
    session:
      (['kept', 'none', 'ask', 'unchecked'] as const).find((state) => state === input.session) ?? 'off',
    ...(typeof input.theme === 'object' && input.theme !== null ? { theme: input.theme as Theme } : {}),
    ...demoOf(input.demo),
  };
}

function demoOf(value: unknown): { demo?: DemoSettings } {
  if (typeof value !== 'object' || value === null) return {};
  const { idleMinutes, backofficeIntervalSeconds } = value as Record<string, unknown>;
  if (typeof idleMinutes !== 'number' || typeof backofficeIntervalSeconds !== 'number') return {};
  return { demo: { idleMinutes, backofficeIntervalSeconds } };
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const written = document.getElementById('runtime-config')?.textContent;
  if (written) {
    try {
      return parseRuntimeConfig(JSON.parse(written));
    } catch {
      // A broken block is read past: the file still holds the config.
    }
  }
  try {
    const response = await fetch(new URL('config.json', document.baseURI), { cache: 'no-cache' });
    if (!response.ok) return defaultRuntimeConfig;
    return parseRuntimeConfig(await response.json());
  } catch {
    return defaultRuntimeConfig;
  }
}
