import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Manifest, SIGNED_IN_PAGES, pageModuleOf, preloadsFor } from './route-preloads.ts';

describe('the signed-in pages the server preloads', () => {
  it('are the router’s lazy routes, each with its module', () => {
    const router = readFileSync('src/app/router.tsx', 'utf8');
    const routes = [
      ...router.matchAll(/\{\s*(?:index: true|path: '([^']+)'),\s*lazy: \(\) => import\('\.\.\/([^']+)'\)/g),
    ]
      .map(([, path, module]) => ({ path: path ?? '', module: `src/${module}` }))
      // the log-in is a page of its own, outside the signed-in frame
      .filter((route) => !route.path.startsWith('/'));
    expect(routes).toEqual(SIGNED_IN_PAGES);
  });

  it('match a path below the basename to its page, and nothing else', () => {
    expect(pageModuleOf('')).toBe('src/features/home/home-page.tsx');
    expect(pageModuleOf('transactions')).toBe('src/features/transactions/transactions-page.tsx');
    expect(pageModuleOf('transactions/5d0c7a8e-3f41')).toBe('src/features/transactions/transaction-page.tsx');
    expect(pageModuleOf('Products/')).toBe('src/features/carrier-products/carrier-products-page.tsx');
    expect(pageModuleOf('transactions/a/b')).toBeNull();
    expect(pageModuleOf('login')).toBeNull();
    expect(pageModuleOf('%E0%A4%A')).toBeNull();
  });
});

describe('preloadsFor', () => {
  const manifest: Manifest = {
    'src/app/routing.tsx': { file: 'assets/routing.js', imports: ['_react.js', '_router.js'] },
    'src/app/signed-in-shell.tsx': { file: 'assets/shell.js', imports: ['_react.js', '_query.js'] },
    'src/features/mail/mail-page.tsx': {
      file: 'assets/mail-page.js',
      imports: ['_query.js', '_forms.js', '_mail-texts.js'],
      dynamicImports: ['src/features/mail/mail-export.ts'],
      css: ['assets/mail-page.css'],
    },
    'src/features/mail/mail-export.ts': { file: 'assets/mail-export.js' },
    '_react.js': { file: 'assets/react.js' },
    '_router.js': { file: 'assets/router.js', imports: ['_react.js'] },
    '_query.js': { file: 'assets/query.js', css: ['assets/query.css'] },
    '_forms.js': {
      file: 'assets/forms.js',
      imports: ['_query.js'],
      dynamicImports: ['src/forms/schema-form.tsx', 'src/i18n/messages-en.ts'],
    },
    '_mail-texts.js': {
      file: 'assets/mail-texts.js',
      dynamicImports: ['src/features/mail/messages-nl.ts', 'src/features/mail/messages-en.ts'],
    },
    'src/features/mail/messages-nl.ts': { file: 'assets/mail-messages-nl.js' },
    'src/features/mail/messages-en.ts': { file: 'assets/mail-messages-en.js' },
    'src/forms/schema-form.tsx': { file: 'assets/schema-form.js', imports: ['_rjsf.js'] },
    '_rjsf.js': { file: 'assets/rjsf.js' },
    'src/i18n/messages-en.ts': { file: 'assets/messages-en.js' },
  };

  it('names the router, the frame and the page, with every static import once, imports first, the form code its imports load and its texts in the page’s language', () => {
    expect(preloadsFor(manifest, 'mail', 'nl')).toEqual({
      scripts: [
        'assets/react.js',
        'assets/router.js',
        'assets/routing.js',
        'assets/query.js',
        'assets/shell.js',
        'assets/forms.js',
        'assets/mail-texts.js',
        'assets/mail-page.js',
        'assets/rjsf.js',
        'assets/schema-form.js',
        'assets/mail-messages-nl.js',
      ],
      styles: ['assets/query.css', 'assets/mail-page.css'],
    });
  });

  it('names the texts of the language the page starts in, never the other’s, and not the shell’s (the document names those)', () => {
    const english = preloadsFor(manifest, 'mail', 'en').scripts;
    expect(english).toContain('assets/mail-messages-en.js');
    expect(english).not.toContain('assets/mail-messages-nl.js');
    expect(english).not.toContain('assets/messages-en.js');
    expect(preloadsFor(manifest, 'mail', 'nl').scripts).not.toContain('assets/mail-export.js');
  });

  it('names only the router and the frame for a path that is no page, and nothing from a missing manifest', () => {
    expect(preloadsFor(manifest, 'no-such-page', 'nl').scripts).toEqual([
      'assets/react.js',
      'assets/router.js',
      'assets/routing.js',
      'assets/query.js',
      'assets/shell.js',
    ]);
    expect(preloadsFor({}, 'mail', 'nl')).toEqual({ scripts: [], styles: [] });
  });
});
