import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandingState } from './prospect-branding-state.ts';
import {
  keepProspectBranding,
  resetProspectBranding,
  saveProspectBranding,
  startProspectBranding,
} from './prospect-branding-store.ts';

vi.mock('../../embedding/apply-theme.ts', () => ({ applyTheme: vi.fn(() => []), clearTheme: vi.fn() }));

/** A browser's storage, in memory. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

/**
 * A visit to the demo at `url` in a browser whose storage is `kept` (localStorage); `tab` is the tab's
 * sessionStorage, new for a new tab, the same for a reload.
 */
function visit(url: string, kept: MemoryStorage, tab = new MemoryStorage()) {
  const { pathname, search, hash } = new URL(url, 'https://demo.example');
  vi.stubGlobal('window', {
    localStorage: kept,
    sessionStorage: tab,
    location: { pathname, search, hash },
    history: { state: null, replaceState: vi.fn() },
  });
  startProspectBranding(undefined);
  return tab;
}

const SPOOF = `/?prospect=${encodeURIComponent('Storing! Bel 0900-1234 \u202E')}&brand=%237a1f5c`;

describe('prospect branding in the browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('applies a link’s branding for this visit only: the next visitor of the browser sees the demo as it comes', () => {
    const kept = new MemoryStorage();
    visit(SPOOF, kept);
    expect(brandingState()).toEqual({
      branding: { name: 'Storing! Bel 0900-1234', color: '#7a1f5c', logo: null },
      fromLink: true,
      linkRefused: null,
    });
    expect([...kept.items.values()]).toEqual([]);

    visit('/', kept);
    expect(brandingState().branding).toBeNull();
  });

  it('keeps a link’s branding through a reload of the tab', () => {
    const kept = new MemoryStorage();
    const tab = visit('/?prospect=Acme', kept);
    visit('/', kept, tab);
    expect(brandingState()).toMatchObject({ branding: { name: 'Acme' }, fromLink: true });
  });

  it('keeps a link’s branding for later visits when the person chooses to', () => {
    const kept = new MemoryStorage();
    visit('/?prospect=Acme&brand=%237a1f5c', kept);
    keepProspectBranding();
    expect(brandingState()).toMatchObject({ branding: { name: 'Acme' }, fromLink: false });

    visit('/', kept);
    expect(brandingState()).toMatchObject({
      branding: { name: 'Acme', color: '#7a1f5c' },
      fromLink: false,
    });
    resetProspectBranding();
    visit('/', kept);
    expect(brandingState().branding).toBeNull();
  });

  it('keeps what the settings save; a link changes it for its visit only', () => {
    const kept = new MemoryStorage();
    visit('/', kept);
    saveProspectBranding({ name: 'Glasvezel Noord', color: '#7a1f5c' });

    visit('/?brand=%230b5394', kept);
    expect(brandingState()).toMatchObject({
      branding: { name: 'Glasvezel Noord', color: '#0b5394' },
      fromLink: true,
    });
    visit('/', kept);
    expect(brandingState()).toMatchObject({
      branding: { name: 'Glasvezel Noord', color: '#7a1f5c' },
      fromLink: false,
    });
  });

  it('forgets a branding kept where a link could put it before (a link’s may be there)', () => {
    const kept = new MemoryStorage();
    kept.setItem('portal.demo.branding', JSON.stringify({ name: 'Storing! Bel 0900-1234', color: null }));
    visit('/', kept);
    expect(brandingState().branding).toBeNull();
    expect(kept.items.size).toBe(0);
  });
});
