import { describe, expect, it } from 'vitest';
import { WARMED_MESSAGE, embedWarmPage, embedWarmScript, filesOfIndex } from './embed-warm.ts';
import { renderIndexHtml } from './index-html.ts';
import { defaultRuntimeConfig } from './runtime-config.ts';
import { FAKE_INDEX } from './testing/portal-under-test.ts';

const built = FAKE_INDEX.replace(
  '</head>',
  '<link rel="stylesheet" crossorigin href="./assets/index-abc123.css">\n</head>',
);

describe('the warm-up page embed.js frames before mount()', () => {
  const html = renderIndexHtml(built, { ...defaultRuntimeConfig, basename: '/portal/' });
  const page = embedWarmPage(html, { scripts: ['assets/routing-1.js', 'assets/x-abc123.js'], styles: [] });
  const links = [...page.matchAll(/<link [^>]*>/g)].map(([tag]) => tag);

  it('fetches the entry, its texts in the default language, its styles and the signed-in frame, once each', () => {
    expect(links).toEqual([
      '<link rel="preload" as="style" crossorigin href="./assets/index-abc123.css">',
      '<link rel="preload" as="script" crossorigin href="./assets/x-abc123.js">',
      '<link rel="preload" as="script" crossorigin href="./assets/messages-nl-abc123.js">',
      '<link rel="preload" as="script" crossorigin href="./assets/routing-1.js">',
    ]);
  });

  it('resolves them below the basename and runs none of them, only the script that says when they are in', () => {
    expect(page).toContain('<base href="/portal/" />');
    expect([...page.matchAll(/<script\b[^>]*>/gi)].map(([tag]) => tag)).toEqual([
      '<script src="./embed-warm.js">',
    ]);
  });

  it('tells only the page that framed it, at its exact origin, once', () => {
    expect(embedWarmScript).toContain(`postMessage("${WARMED_MESSAGE}", origin)`);
    expect(embedWarmScript).not.toContain("'*'");
    expect(() => new Function(embedWarmScript)).not.toThrow();
  });

  it('reads only the build’s own files from index.html', () => {
    expect(
      filesOfIndex(
        '<script defer src="./browser-check.js"></script><link rel="icon" href="./favicon.svg"><script type="module" src="https://elsewhere.example/x.js"></script>',
      ),
    ).toEqual({ scripts: [], styles: [] });
  });
});
