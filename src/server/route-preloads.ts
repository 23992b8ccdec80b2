/**
 * What a signed-in page needs before it can draw, for the server to name in the document it sends
 * with a kept session: the router and the signed-in frame, the page's own module, all their static
 * imports and styles, read from Vite's manifest. With them in `<link rel="modulepreload">` the
 * browser fetches everything at once, instead of each module after the one that imports it.
 */

/** The signed-in pages and their modules, as `src/app/router.tsx` loads them (a test keeps them equal). */
export const SIGNED_IN_PAGES: readonly { path: string; module: string }[] = [
  { path: '', module: 'src/features/home/home-page.tsx' },
  { path: 'address-check', module: 'src/features/address-check/address-check-page.tsx' },
  { path: 'address-check/many', module: 'src/features/address-check/many-sites/many-sites-page.tsx' },
  { path: 'products', module: 'src/features/carrier-products/carrier-products-page.tsx' },
  { path: 'transactions', module: 'src/features/transactions/transactions-page.tsx' },
  { path: 'transactions/:id', module: 'src/features/transactions/transaction-page.tsx' },
  { path: 'profile', module: 'src/features/profile/profile-page.tsx' },
  { path: 'mail', module: 'src/features/mail/mail-page.tsx' },
  { path: 'console', module: 'src/features/console/console-page.tsx' },
];

/** The router and the frame every signed-in page is drawn in. */
export const SIGNED_IN_FRAME = ['src/app/routing.tsx', 'src/app/signed-in-shell.tsx'] as const;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Preloads {
  scripts: string[];
  styles: string[];
}

const matcherOf = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '([^/]+)')}/?$`, 'i');
const PAGE_MATCHERS = SIGNED_IN_PAGES.map((page) => ({ ...page, matches: matcherOf(page.path) }));

/**
 * The signed-in page of a path below the basename (`transactions/5d0c…`), decoded once already
 * (path-segments.ts), with the id in it; null for none.
 */
export function signedInPageOf(path: string): { path: string; module: string; id: string | null } | null {
  const plain = path.replace(/^\/+/, '');
  for (const page of PAGE_MATCHERS) {
    const match = page.matches.exec(plain);
    if (match) return { path: page.path, module: page.module, id: match[1] ?? null };
  }
  return null;
}

/** The page module of a decoded path below the basename, or null for none. */
export const pageModuleOf = (path: string): string | null => signedInPageOf(path)?.module ?? null;

/** The shell's texts: the document already preloads the language the page starts in. */
const SHELL_TEXTS = /^src\/i18n\/messages-[a-z]+\.ts$/;
/** A module of texts in one language (`src/features/mail/messages-en.ts`): its language. */
const languageOfTexts = (key: string) => /\/messages-([a-z]+)\.ts$/.exec(key)?.[1] ?? null;

/**
 * The files the frame and the page at `path` need, each once, imports before importers: the
 * static imports of each, the page's texts in `locale` (never another language's), and what the
 * page's own imports load on demand as it first draws (the form code of a page with forms), but
 * not what the page module itself loads later (a CSV export, a QR code).
 */
export function preloadsFor(manifest: Manifest, path: string, locale: string): Preloads {
  const page = pageModuleOf(path);
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    scripts.push(chunk.file);
    for (const style of chunk.css ?? []) if (!styles.includes(style)) styles.push(style);
  };
  for (const key of [...SIGNED_IN_FRAME, ...(page ? [page] : [])]) visit(key);
  if (page) {
    for (const key of [page, ...staticImportsOf(manifest, page)]) {
      for (const loaded of manifest[key]?.dynamicImports ?? []) {
        const language = languageOfTexts(loaded);
        if (language !== null) {
          if (language === locale && !SHELL_TEXTS.test(loaded)) visit(loaded);
        } else if (key !== page) visit(loaded);
      }
    }
  }
  return { scripts, styles };
}

/** Every chunk `key` imports statically, however deep, without `key` itself. */
function staticImportsOf(manifest: Manifest, key: string): Set<string> {
  const found = new Set<string>();
  const walk = (from: string) => {
    for (const imported of manifest[from]?.imports ?? []) {
      if (found.has(imported)) continue;
      found.add(imported);
      walk(imported);
    }
  };
  walk(key);
  return found;
}
