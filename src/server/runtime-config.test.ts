import { describe, expect, it } from 'vitest';
import { apiMountPath, apiOrigin, resolveRuntimeConfig } from './runtime-config.ts';
import { contentSecurityPolicy } from './security-headers.ts';

const file = { apiBase: '/api', basename: '/', defaultLocale: 'nl', allowedParentOrigins: [] };

describe('the runtime config', () => {
  it('takes the file as it is without overrides, and defaults for what it lacks', () => {
    expect(resolveRuntimeConfig(file, {})).toEqual(file);
    expect(resolveRuntimeConfig({}, {})).toEqual(file);
  });

  it('lets PORTAL_* variables win, normalising the basename', () => {
    expect(
      resolveRuntimeConfig(file, {
        PORTAL_BASENAME: 'self-service',
        PORTAL_API_BASE: 'https://api.provider.example/',
        PORTAL_DEFAULT_LOCALE: 'en-GB',
        PORTAL_ALLOWED_PARENT_ORIGINS: 'https://a.example,,http://localhost:3000',
      }),
    ).toEqual({
      apiBase: 'https://api.provider.example',
      basename: '/self-service/',
      defaultLocale: 'en-GB',
      allowedParentOrigins: ['https://a.example', 'http://localhost:3000'],
    });
  });

  it('takes a deployment theme from the file or PORTAL_THEME, and lets its logo through the CSP', () => {
    const theme = { colorPrimary: '#7a1f5c', logoUrl: 'https://cdn.partner.example/logo.svg' };
    expect(resolveRuntimeConfig({ ...file, theme }, {}).theme).toEqual(theme);
    const config = resolveRuntimeConfig(file, { PORTAL_THEME: JSON.stringify(theme) });
    expect(config.theme).toEqual(theme);
    expect(contentSecurityPolicy(config)).toContain("img-src 'self' data: https://cdn.partner.example;");
    expect(() => resolveRuntimeConfig({ ...file, theme: { colour: 'red' } }, {})).toThrow(/theme.colour/);
    expect(() => resolveRuntimeConfig(file, { PORTAL_THEME: '{not json' })).toThrow(/PORTAL_THEME/);
    expect(() => resolveRuntimeConfig({ ...file, theme: { logoUrl: 'javascript:alert(1)' } }, {})).toThrow(
      /logoUrl/,
    );
  });

  it('refuses values that could smuggle directives into the CSP or markup into the page', () => {
    for (const env of [
      { PORTAL_ALLOWED_PARENT_ORIGINS: "https://a.example; script-src 'unsafe-inline'" },
      { PORTAL_ALLOWED_PARENT_ORIGINS: '*' },
      { PORTAL_API_BASE: "https://api.example; script-src 'unsafe-eval'" },
      { PORTAL_API_BASE: 'javascript:alert(1)' },
      { PORTAL_BASENAME: '/"><script>/' },
      { PORTAL_BASENAME: '/a/../b/' },
      { PORTAL_DEFAULT_LOCALE: 'nl"' },
    ]) {
      expect(() => resolveRuntimeConfig(file, env), JSON.stringify(env)).toThrow();
    }
  });

  it('mounts the API where the browser resolves apiBase against the base href', () => {
    const at = (apiBase: string, basename = '/portal/') => apiMountPath({ ...file, apiBase, basename });
    expect(at('/api')).toBe('/api');
    expect(at('api')).toBe('/portal/api');
    expect(at('https://api.example/v1')).toBeNull();
    expect(apiOrigin({ ...file, apiBase: 'https://api.example:8443/v1' })).toBe('https://api.example:8443');
    expect(apiOrigin(file)).toBeNull();
  });
});
