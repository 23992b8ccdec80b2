/**
 * The runtime config the browser loads before it builds its router (`{basename}config.json`):
 * the built `config.json` with PORTAL_* environment overrides, so browser and server agree.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RuntimeConfigDocument } from '../contract/runtime-config.ts';

/** What this server writes; `session` is added per request (static-files.ts). */
export type RuntimeConfig = Omit<RuntimeConfigDocument, 'session'>;

export const defaultRuntimeConfig: RuntimeConfig = {
  apiBase: '/api',
  basename: '/',
  defaultLocale: 'nl',
  allowedParentOrigins: [],
};

export class RuntimeConfigError extends Error {}

export function normaliseBasename(text: string): string {
  const withSlashes = `/${text}/`.replace(/\/{2,}/g, '/');
  if (!/^[A-Za-z0-9._~/-]+$/.test(withSlashes) || withSlashes.split('/').some((part) => /^\.+$/.test(part))) {
    throw new RuntimeConfigError(`basename must be a plain path such as "/portal/", got "${text}".`);
  }
  return withSlashes;
}

function checkApiBase(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '' || /[\s;,'"<>\\]/.test(trimmed)) {
    throw new RuntimeConfigError(`apiBase must be a path or an http(s) URL, got "${text}".`);
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) {
    const url = URL.parse(trimmed);
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new RuntimeConfigError(`apiBase must be a path or an http(s) URL, got "${text}".`);
    }
  }
  return trimmed.replace(/\/+$/, '') || '/';
}

/** CSP source expressions: scheme://host[:port], where the host may start with "*.". */
function checkOrigin(text: string): string {
  const origin = text.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?$/.test(origin)) {
    throw new RuntimeConfigError(
      `allowedParentOrigins entries must be origins such as https://partner.example, got "${text}".`,
    );
  }
  return origin;
}

function checkLocale(text: string): string {
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(text)) {
    throw new RuntimeConfigError(`defaultLocale must be a language tag such as "nl", got "${text}".`);
  }
  return text;
}

const present = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';

/** Merges a parsed config.json (any shape) with the environment and checks every value. */
export function resolveRuntimeConfig(fileContent: unknown, env: NodeJS.ProcessEnv): RuntimeConfig {
  const file = (typeof fileContent === 'object' && fileContent !== null ? fileContent : {}) as Partial<
    Record<keyof RuntimeConfig, unknown>
  >;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  const origins = present(env.PORTAL_ALLOWED_PARENT_ORIGINS)
    ? env.PORTAL_ALLOWED_PARENT_ORIGINS.split(',').filter((entry) => entry.trim() !== '')
    : Array.isArray(file.allowedParentOrigins)
      ? file.allowedParentOrigins.map(String)
      : defaultRuntimeConfig.allowedParentOrigins;
  return {
    apiBase: checkApiBase(
      present(env.PORTAL_API_BASE) ? env.PORTAL_API_BASE : text(file.apiBase, defaultRuntimeConfig.apiBase),
    ),
    basename: normaliseBasename(
      present(env.PORTAL_BASENAME) ? env.PORTAL_BASENAME : text(file.basename, defaultRuntimeConfig.basename),
    ),
    defaultLocale: checkLocale(
      present(env.PORTAL_DEFAULT_LOCALE)
        ? env.PORTAL_DEFAULT_LOCALE.trim()
        : text(file.defaultLocale, defaultRuntimeConfig.defaultLocale),
    ),
    allowedParentOrigins: origins.map(checkOrigin),
    ...themeOf(present(env.PORTAL_THEME) ? parseThemeJson(env.PORTAL_THEME) : file.theme),
  };
}

const THEME_KEYS = [
  'mode',
  'colorPrimary',
  'colorBackground',
  'colorText',
  'fontFamily',
  'borderRadius',
  'logoUrl',
  'density',
];

function parseThemeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new RuntimeConfigError(`PORTAL_THEME must be a JSON object, got "${text}".`);
  }
}

/** The theme's known keys with string values; anything else is refused here, contrast in the browser. */
function themeOf(value: unknown): { theme?: Record<string, string> } {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new RuntimeConfigError('theme must be an object.');
  const theme: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (!THEME_KEYS.includes(key) || typeof entry !== 'string') {
      throw new RuntimeConfigError(`theme.${key} is not one of ${THEME_KEYS.join(', ')} with a text value.`);
    }
    theme[key] = entry;
  }
  if (theme.logoUrl !== undefined) {
    const url = URL.parse(theme.logoUrl);
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
      throw new RuntimeConfigError(`theme.logoUrl must be an http(s) URL, got "${theme.logoUrl}".`);
  }
  return { theme };
}

/** Reads `config.json` from a folder (the built dist/ or public/); defaults when it is absent. */
export function loadRuntimeConfig(folder: string, env: NodeJS.ProcessEnv): RuntimeConfig {
  let content: unknown = {};
  try {
    content = JSON.parse(readFileSync(join(folder, 'config.json'), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new RuntimeConfigError(`${join(folder, 'config.json')} is not valid JSON: ${String(error)}`);
    }
  }
  return resolveRuntimeConfig(content, env);
}

/**
 * Where this server mounts the API: the path the browser reaches by resolving apiBase against the
 * page's base href, or null when apiBase points at another origin.
 */
export function apiMountPath(config: RuntimeConfig): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(config.apiBase) || config.apiBase.startsWith('//')) return null;
  const path = new URL(config.apiBase, `http://portal.invalid${config.basename}`).pathname;
  return path.replace(/\/+$/, '') || '/';
}

/** The origin of an absolute apiBase (for CSP connect-src), or null when it is a path. */
export function apiOrigin(config: RuntimeConfig): string | null {
  if (apiMountPath(config) !== null) return null;
  return new URL(config.apiBase, 'https://portal.invalid/').origin;
}
